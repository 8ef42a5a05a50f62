// Runs before `firebase deploy` (firebase.json predeploy): refuses while the backend configuration still
// holds a placeholder (the onboarding address pinned in firestore.rules, the Trigger Email SMTP and
// sender settings). The site's own constants are checked by the deploy build (vite.config.ts).
import { readFileSync } from 'node:fs';

const files = ['firestore.rules', 'extensions/firestore-send-email.env'];
const problems: string[] = [];
for (const file of files) {
  const lines = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (/^\s*(#|\/\/)/.test(line)) return;
    if (/example\.com|\[[A-Z][a-z]+\]/.test(line))
      problems.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
if (problems.length > 0) {
  console.error(`Refusing to deploy: placeholders remain.\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Deploy configuration has no placeholders.');
