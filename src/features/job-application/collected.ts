/**
 * What the privacy policy lists as collected from an applicant, as an entry of its own: the policy's
 * page imports it without the wizard that the feature's index brings (decision 0087).
 */
export { collectedFromApplicants } from './rules/collected';
