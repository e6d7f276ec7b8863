/** First focusable element of every layout: keyboard users jump past the header. */
export const SkipLink = () => (
  <a href="#main-content" className="skip-link">
    跳到主要内容
  </a>
);
