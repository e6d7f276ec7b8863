import { maskMobile } from '../masking.ts';

declare const platformTextBrand: unique symbol;

/**
 * Text the platform controls, the only kind an SMS or an e-mail may carry (issue 23). They go out under the
 * platform's signature, so a user's words inside one (a name, a title, a reply) would let anyone make the platform
 * text a link. Made only here: by `platformText` from wording written in the code, or by one of the constructors
 * below from a value of a kind that cannot carry a user's words. A user's words stay in the in-platform message,
 * where they are shown as text. `test/outbound-text.test.ts` walks the senders and refuses a cast to this type
 * anywhere else.
 */
export type PlatformText = string & { readonly [platformTextBrand]: true };

type Part = PlatformText | number;

const trusted = (text: string) => text as PlatformText;

/** The platform's own wording: the literal parts are written in the code, every value is PlatformText or a number. */
export const platformText = (literals: TemplateStringsArray, ...values: Part[]): PlatformText =>
  trusted(literals.reduce((text, literal, index) => `${text}${String(values[index - 1])}${literal}`));

/** A platform setting operators keep in the console: the platform's name (the signature), the hotline. */
export const platformSetting = (value: string): PlatformText => trusted(value);

/** A word of one of the code's fixed tables (the contract's labels), chosen by a key. */
export const fixedLabel = <K extends string>(table: Readonly<Record<K, string>>, key: K): PlatformText =>
  trusted(table[key]);

/** A mobile masked to 138****0001: its owner recognises it, nobody can write words into it. */
export const maskedMobile = (mobile: string): PlatformText => trusted(maskMobile(mobile));

/**
 * An e-mail address masked to a***@q***.com: the domain is a user's words too (a***@evil.example would be a link
 * under the platform's name), so only its first letter and its last label are kept.
 */
export const maskedEmail = (address: string): PlatformText => {
  const at = address.lastIndexOf('@');
  if (at <= 0) return trusted('***');
  const domain = address.slice(at + 1);
  const lastDot = domain.lastIndexOf('.');
  const suffix = lastDot > 0 ? domain.slice(lastDot) : '';
  const shown = (char: string | undefined) => (char && /^[A-Za-z0-9]$/.test(char) ? char : '');
  const topLevel = /^\.[A-Za-z]{2,10}$/.test(suffix) ? suffix : '';
  return trusted(`${shown(address[0])}***@${shown(domain[0])}***${topLevel}`);
};

/** The name of a tenant whose settlement an operator approved: checked, unlike a name still under review. */
export const settledTenantName = (tenant: { name: string; status: 'approved' }): PlatformText =>
  trusted(tenant.name);

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

/** A username as sign-up allows them (a letter, then letters, digits, underscores): no word, no link. */
export const accountName = (username: string): PlatformText =>
  trusted(USERNAME.test(username) ? username : '***');

const PLATFORM_NUMBER = /^[A-Za-z0-9]{1,40}$/;

/** A number the platform made: a verification code, an apply number. */
export const platformNumber = (value: string): PlatformText => {
  if (!PLATFORM_NUMBER.test(value)) throw new Error('not a number the platform made');
  return trusted(value);
};

const CHINA_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as the platform's users read it (China time), e.g. 3/5 09:30. */
export const chinaTime = (date: Date): PlatformText => trusted(CHINA_TIME.format(date));
