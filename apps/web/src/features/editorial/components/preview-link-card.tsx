import { CopyOutlined, EyeOutlined } from '@ant-design/icons';
import type { PreviewLink } from '@rrsp/contract';
import { Alert, Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreatePreviewLink } from '../api/editorial-actions.ts';

const VALIDITY = [
  { value: 60, label: '1 小时' },
  { value: 24 * 60, label: '1 天' },
  { value: 7 * 24 * 60, label: '7 天' },
];

/**
 * 预览: the saved version exactly as the portal will show it, through a link that needs no sign-in until it expires,
 * so it can be sent to a colleague. Search engines are told to keep away from it.
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
    <Card title="预览" className="editorial-side__card">
      <p className="editorial-side__hint">
        生成第 {version} 版的预览链接，未登录的同事也可打开{dirty ? '（未保存的修改不在预览中）' : ''}。
      </p>
      <Space wrap>
        <Select
          aria-label="链接有效期"
          value={minutes}
          options={VALIDITY}
          onChange={setMinutes}
          style={{ width: 110 }}
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
      </Space>
      {error ? <Alert type="error" showIcon message={error} className="editorial-status__alert" /> : null}
      {link ? (
        <div className="editorial-preview-link">
          <Input readOnly value={url} aria-label="预览链接" onFocus={(event) => event.target.select()} />
          <Space wrap>
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
          </Space>
          <p className="editorial-side__hint">
            第 {link.version} 版，{formatDateTime(link.expiresAt)} 失效。
          </p>
        </div>
      ) : null}
    </Card>
  );
};
