import { CopyOutlined, EyeOutlined } from '@ant-design/icons';
import type { PreviewLink } from '@rrsp/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { TextInputLook } from '../../../components/form/input-look.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreatePreviewLink } from '../api/editorial-actions.ts';
import './editorial-side.css';

const VALIDITY = [
  { value: 60, label: '1 小时' },
  { value: 24 * 60, label: '1 天' },
  { value: 7 * 24 * 60, label: '7 天' },
];

/**
 * 预览: the saved version exactly as the portal will show it, through a link that needs no sign-in until it expires,
 * so it can be sent to a colleague. Search engines are told to keep away from it. The validity is a SelectField (antd's
 * Select loaded when it is first used) and the card a Panel: the page's first load carries neither antd's Select nor
 * its Card (docs/decisions/034).
 */
export const PreviewLinkCard = ({
  itemId,
  version,
  dirty,
}: {
  itemId: string;
  version: number;
  dirty: boolean;
}) => {
  const { message } = useFeedback();
  const [minutes, setMinutes] = useState(24 * 60);
  const [link, setLink] = useState<(PreviewLink & { version: number }) | null>(null);
  const [error, setError] = useState<string>();
  const create = useCreatePreviewLink();
  const url = link ? new URL(link.path, window.location.origin).toString() : '';
  return (
    <Panel title="预览" className="editorial-side__card">
      <p className="editorial-side__hint">
        生成第 {version} 版的预览链接，未登录的同事也可打开{dirty ? '（未保存的修改不在预览中）' : ''}。
      </p>
      <div className="editorial-side__row">
        <SelectField<number>
          className="preview-link__validity"
          aria-label="链接有效期"
          value={minutes}
          options={VALIDITY}
          onChange={(value) => {
            if (value !== undefined) setMinutes(value);
          }}
        />
        <Button
          icon={<EyeOutlined />}
          loading={create.isPending}
          onClick={async () => {
            setError(undefined);
            try {
              const created = await create.mutateAsync({ id: itemId, version, validMinutes: minutes });
              setLink({ ...created, version });
            } catch (caught) {
              setError(errorMessageOf(caught, '预览链接生成失败，请重试'));
            }
          }}
        >
          生成预览链接
        </Button>
      </div>
      {error ? <LazyAlert type="error" showIcon title={error} className="editorial-status__alert" /> : null}
      {link ? (
        <div className="editorial-preview-link">
          <TextInputLook
            readOnly
            value={url}
            aria-label="预览链接"
            onFocus={(event) => event.target.select()}
          />
          <div className="editorial-side__row">
            <Button
              icon={<CopyOutlined />}
              onClick={async () => {
                // the clipboard needs a secure page and the user's leave: say so when it is refused
                const copied = await navigator.clipboard
                  ?.writeText(url)
                  .then(() => true)
                  .catch(() => false);
                if (copied) message.success('已复制预览链接');
                else message.warning('浏览器未允许复制，请选中上方链接后手动复制');
              }}
            >
              复制
            </Button>
            <Button href={link.path} target="_blank" rel="noopener">
              打开预览
            </Button>
          </div>
          <p className="editorial-side__hint">
            第 {link.version} 版，{formatDateTime(link.expiresAt)} 失效。
          </p>
        </div>
      ) : null}
    </Panel>
  );
};
