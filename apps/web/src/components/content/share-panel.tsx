import { CopyOutlined, MobileOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query.ts';
import { copyText } from '../../lib/clipboard.ts';
import { usePageWindow } from '../../lib/page-window.ts';
import { useFeedback } from '../feedback/feedback.tsx';

// Loaded when needed, so a detail page's own chunk (and its article) does not wait for them: the QR encoder once the
// panel shows a code, the link field only after the browser refused to copy (docs/decisions/016).
const ManualLink = lazy(async () => ({ default: (await import('./manual-link.tsx')).ManualLink }));
const loadQrCode = async () => (await import('qrcode')).default;

/** The page's own absolute address, as a phone should open it. */
const useAbsoluteUrl = (): string => {
  const { pathname, search } = useLocation();
  return `${usePageWindow().location.origin}${pathname}${search}`;
};

/**
 * QR code that opens this page on a phone, and 复制链接 (LOOK.md: the detail page's side panel). On a phone the
 * reader already holds the page: no code to scan, only the link to pass on.
 */
export const SharePanel = ({ noun }: { noun: string }) => {
  const url = useAbsoluteUrl();
  const onPhone = useMediaQuery(PHONE_QUERY);
  const { message } = useFeedback();
  const [qr, setQr] = useState<string>();
  const [manual, setManual] = useState(false);

  useEffect(() => {
    // a phone shows no code (content.css): none is made
    if (onPhone) return;
    let cancelled = false;
    loadQrCode()
      .then((QRCode) =>
        QRCode.toDataURL(url, { width: 320, margin: 1, color: { dark: '#0F3D26', light: '#FFFFFF' } }),
      )
      .then((data) => {
        if (!cancelled) setQr(data);
      })
      .catch(() => {
        if (!cancelled) setQr('');
      });
    return () => {
      cancelled = true;
    };
  }, [url, onPhone]);

  const onCopy = async () => {
    if (await copyText(url)) {
      message.success('链接已复制，可粘贴发送给他人');
      setManual(false);
    } else {
      message.warning('浏览器不允许自动复制，请手动复制下方链接');
      setManual(true);
    }
  };

  // Both the phone's words and the desk's code are drawn, and the width alone shows one (content.css): the server
  // cannot know the width, and a panel that changed after hydration moved every control below it.
  return (
    <section className="side-card share-panel" aria-labelledby="share-panel-title">
      <h2 id="share-panel-title" className="side-card__title">
        <span className="share-panel__title-part share-panel__on-desk">
          <MobileOutlined aria-hidden="true" /> 手机扫码阅读
        </span>
        <span className="share-panel__title-part share-panel__on-phone">
          <ShareAltOutlined aria-hidden="true" /> 分享本页
        </span>
      </h2>
      <div className="share-panel__qr share-panel__on-desk">
        {qr === undefined ? (
          <Skeleton.Image active className="share-panel__qr-skeleton" />
        ) : qr ? (
          <img src={qr} alt={`本${noun}页面的二维码，用手机扫描即可打开`} width={160} height={160} />
        ) : (
          <p className="share-panel__fallback">二维码生成失败，请使用下方按钮复制链接。</p>
        )}
      </div>
      <p className="share-panel__hint share-panel__on-desk">
        用微信或手机浏览器扫描二维码，在手机上继续阅读本{noun}。
      </p>
      <p className="share-panel__hint share-panel__on-phone">
        复制本{noun}的链接，可通过微信、短信等发送给他人。
      </p>
      <Button block size="large" icon={<CopyOutlined />} onClick={() => void onCopy()}>
        复制链接
      </Button>
      {manual ? (
        <Suspense fallback={null}>
          <ManualLink url={url} />
        </Suspense>
      ) : null}
    </section>
  );
};
