/** A link of the main navigation: the header shows it on wide screens, the phone drawer on small ones. */
export interface NavItem {
  title: string;
  href: string;
  end?: boolean;
}
