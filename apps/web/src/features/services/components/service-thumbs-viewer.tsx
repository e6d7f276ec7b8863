import { Image } from 'antd';

interface ServiceThumbsViewerProps {
  urls: string[];
  current: number;
  open: boolean;
  onChange: (current: number) => void;
  onClose: () => void;
}

/** antd's preview of a service's pictures, opened at one of them by its thumbnail (service-thumbs.tsx). */
export const ServiceThumbsViewer = ({ urls, current, open, onChange, onClose }: ServiceThumbsViewerProps) => (
  <Image.PreviewGroup
    items={urls}
    preview={{
      open,
      current,
      onChange: (next) => onChange(next),
      onOpenChange: (next) => {
        if (!next) onClose();
      },
    }}
  />
);
