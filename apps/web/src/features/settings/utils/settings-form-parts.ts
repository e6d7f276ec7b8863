/**
 * The settings form's parts in the order drawn (basic, contact, records, footer, banner, partners, review and the
 * buttons): a page that draws them in turn (platform-settings.tsx) passes how many are drawn, to the form's stand-in
 * (settings-form-stand-in.tsx) and then to the form (settings-form.tsx).
 */
export const SETTINGS_FORM_PARTS = 8;
