import { Button, Form } from 'antd';
import { Suspense } from 'react';
import { Input } from '../../../components/form/inputs.ts';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import type { CaptchaState } from '../hooks/use-captcha.ts';

/**
 * The spinner and the 重新加载 sign (antd's Spin and an icon) load when the row is first shown, which happens only
 * after the server asks for a captcha, not with every entry page (docs/decisions/034).
 */
const CaptchaWaiting = lazyPart(async () => (await import('./captcha-waiting.tsx')).CaptchaWaiting);

/** The image captcha row: shown only when the server asks for it; click the image for a new one. */
export const CaptchaField = ({ captcha }: { captcha: CaptchaState }) => {
  if (!captcha.required) return null;
  return (
    <Form.Item label="图形验证码" required>
      <div className="captcha-row">
        <Form.Item
          name="captchaCode"
          noStyle
          rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}
        >
          <Input
            placeholder="请输入右侧字符"
            autoComplete="off"
            maxLength={8}
            aria-label="图形验证码"
            className="captcha-row__input"
          />
        </Form.Item>
        <Button
          className="captcha-row__image"
          onClick={captcha.refresh}
          aria-label="看不清？换一张图形验证码"
          title="看不清？点击换一张"
        >
          {captcha.image && !captcha.loading ? (
            <img src={captcha.image} alt="图形验证码" width={112} height={38} />
          ) : (
            <Suspense fallback={null}>
              <CaptchaWaiting failed={captcha.failed} />
            </Suspense>
          )}
        </Button>
      </div>
    </Form.Item>
  );
};
