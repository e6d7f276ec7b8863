import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_CLASS_NAME_MAX, type EditorialClass, saveEditorialClass } from '@rrsp/contract';
import { Alert, Button, Drawer, Form, Input, InputNumber, Modal, Popconfirm, Tabs } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/content/data-table.tsx';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';
import { useDeleteClass, useSaveClass } from '../api/editorial-actions.ts';
import { useEditorialClasses } from '../api/editorial-queries.ts';

type Kind = EditorialClass['kind'];
type Draft = { id?: string; name: string; sort: number };

const ClassDialog = ({ kind, draft, onClose }: { kind: Kind; draft: Draft | null; onClose: () => void }) => {
  const { message } = useFeedback();
  const [form] = Form.useForm<Draft>();
  const save = useSaveClass();
  const [error, setError] = useState<string>();
  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !draft) return;
    setError(undefined);
    try {
      await save.mutateAsync({
        ...(draft.id ? { id: draft.id } : {}),
        kind,
        name: values.name,
        sort: values.sort,
      });
      message.success(draft.id ? '分类已修改' : '分类已新建');
      onClose();
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  };
  return (
    <Modal
      title={draft?.id ? '修改分类' : '新建分类'}
      open={draft !== null}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={draft ?? undefined}>
        <Form.Item
          name="name"
          label="分类名称"
          rules={fieldRules('请填写分类名称', bodyFieldOf(saveEditorialClass, 'name'))}
        >
          <Input maxLength={CONTENT_CLASS_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item
          name="sort"
          label="排序"
          extra="数字小的排在前面"
          rules={[{ required: true, message: '请填写排序' }]}
        >
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Modal>
  );
};

const ClassTable = ({ kind, canWrite }: { kind: Kind; canWrite: boolean }) => {
  const { message } = useFeedback();
  const classes = useEditorialClasses(kind);
  const remove = useDeleteClass();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string>();
  const nextSort = Math.max(0, ...(classes.data ?? []).map((row) => row.sort)) + 1;
  return (
    <>
      {canWrite ? (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setDraft({ name: '', sort: nextSort })}
          className="class-manager__add"
        >
          新建分类
        </Button>
      ) : null}
      {error ? (
        <Alert type="error" showIcon message={error} closable onClose={() => setError(undefined)} />
      ) : null}
      {classes.isError ? (
        <Alert
          type="error"
          showIcon
          message="分类加载失败"
          action={
            <Button size="small" onClick={() => void classes.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <DataTable<EditorialClass>
          aria-label={kind === 'solution' ? '解决方案分类' : '合作案例分类'}
          size="small"
          rowKey="id"
          loading={classes.isPending}
          rows={classes.data ?? []}
          emptyText={classes.isPending ? '' : '还没有分类'}
          columns={[
            { title: '名称', dataIndex: 'name' },
            { title: '排序', dataIndex: 'sort', width: 70 },
            { title: '内容数', dataIndex: 'itemCount', width: 80 },
            ...(canWrite
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    width: 130,
                    render: (_: unknown, row: EditorialClass) => (
                      <>
                        <Button
                          size="small"
                          type="link"
                          onClick={() => setDraft({ id: row.id, name: row.name, sort: row.sort })}
                        >
                          修改
                        </Button>
                        {row.itemCount > 0 ? (
                          <span className="class-manager__locked">有内容，不能删除</span>
                        ) : (
                          <Popconfirm
                            title={`删除分类「${row.name}」？`}
                            okText="删除"
                            cancelText="取消"
                            onConfirm={async () => {
                              setError(undefined);
                              try {
                                await remove.mutateAsync({ id: row.id });
                                message.success('分类已删除');
                              } catch (caught) {
                                setError(errorMessageOf(caught));
                              }
                            }}
                          >
                            <Button size="small" type="link" danger>
                              删除
                            </Button>
                          </Popconfirm>
                        )}
                      </>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <ClassDialog kind={kind} draft={draft} onClose={() => setDraft(null)} />
    </>
  );
};

/** 分类管理's drawer: the tabs of the solution and case lists, kept by 内容编辑; a class in use cannot be removed. */
export const ClassManagerDrawer = ({
  canWrite,
  open,
  onClose,
}: {
  canWrite: boolean;
  open: boolean;
  onClose: () => void;
}) => (
  <Drawer title="分类管理" open={open} onClose={onClose} width={520} destroyOnHidden>
    <p className="editorial-side__hint">解决方案和合作案例按分类显示在门户的页签中。修改后门户立即生效。</p>
    <Tabs
      items={[
        {
          key: 'solution',
          label: '解决方案',
          children: <ClassTable kind="solution" canWrite={canWrite} />,
        },
        { key: 'case', label: '合作案例', children: <ClassTable kind="case" canWrite={canWrite} /> },
      ]}
    />
  </Drawer>
);
