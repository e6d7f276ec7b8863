/**
 * The application's steps 2–4 and the confirmation's parts, one chunk the form loads when it is first used or a later
 * step is first reached (utils/load-form-parts.ts): step 1 is all its first screen draws.
 */
export { Alert, Checkbox } from 'antd';
export { ContactFields } from './contact-fields.tsx';
export { LicenceRoleFields } from './licence-role-fields.tsx';
export { SettlementSummary } from './settlement-summary.tsx';
