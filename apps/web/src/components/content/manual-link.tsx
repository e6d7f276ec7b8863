import { Input } from 'antd';

/** The page's link to copy by hand, when the browser refused to copy it (share-panel.tsx loads it then). */
export const ManualLink = ({ url }: { url: string }) => (
  <Input
    className="share-panel__manual"
    readOnly
    value={url}
    aria-label="本页链接"
    onFocus={(event) => event.currentTarget.select()}
  />
);
