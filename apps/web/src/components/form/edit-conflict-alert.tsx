import { Alert, Button } from 'antd';

/**
 * An edit refused because another operator saved first (409 CONFLICT on the version it was based on): what was typed
 * stays on the page, and the way on is to load the latest version.
 */
export const EditConflictAlert = ({
  subject,
  className,
  onLoadLatest,
}: {
  /** What was changed meanwhile, as the message names it: 平台设置, 此内容. */
  subject: string;
  className?: string;
  onLoadLatest: () => void;
}) => (
  <Alert
    type="warning"
    showIcon
    className={className}
    message={`${subject}已被其他运营人员修改`}
    description="您填写的内容仍保留在页面上。请先记下您的修改，载入最新版本后再改。"
    action={<Button onClick={onLoadLatest}>载入最新版本</Button>}
  />
);
