// The one list of English words lives in tests/fixtures/english-words.ts.
export { ENGLISH_WORDS, englishWordsIn } from '../../fixtures/english-words';
