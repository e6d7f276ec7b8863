/**
 * The contract's schemas of the fields on the forms a visitor meets first (sign-in, sign-up, password reset, appeals)
 * and of the code and new-password rows they share with the account pages. Imported only through `fieldSchema`
 * (zod-rule.ts), so this module, and zod with it, loads when such a field is first checked, not with the page
 * (docs/decisions/034).
 */
export {
  AccountNameSchema,
  AppealApplicationSchema,
  ApplyNoSchema,
  EmailSchema,
  IdNumberSchema,
  MobileSchema,
  NewPasswordSchema,
  NickNameSchema,
  PasswordSchema,
  SmsCodeSchema,
  UsernameSchema,
} from '@rrsp/contract';
