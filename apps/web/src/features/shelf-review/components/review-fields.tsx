import { FileImageOutlined } from '@ant-design/icons';
import type { ShelfReview, ShelfReviewField } from '@rrsp/contract';
import { Button } from 'antd';
import { DataTable } from '../../../components/content/data-table.tsx';
import { LazyImageGroup } from '../../../components/ui/lazy-image-group.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { StateTag } from '../../../components/ui/state-tag.tsx';
import { openCertificate } from '../api/open-certificate.ts';
import { EMPTY_VALUE, hasListedVersion } from '../utils/review-fields.ts';

const Thumbs = ({ urls, label }: { urls: readonly string[]; label: string }) =>
  urls.length === 0 ? (
    <span className="shelf-review-value is-empty">{EMPTY_VALUE}</span>
  ) : (
    // antd's Image.PreviewGroup, its code loaded when a picture is first used (docs/decisions/034)
    <LazyImageGroup
      className="shelf-review-thumbs"
      imgClassName="shelf-review-thumbs__img"
      width={96}
      height={72}
      images={urls.map((url, index) => ({ src: url, alt: `${label}第 ${index + 1} 张` }))}
    />
  );

/**
 * The private papers a value rests on (a product's certificates, issue 24), each opened in a new tab through its
 * short-lived watermarked link: never a lasting address.
 */
const Evidence = ({
  itemId,
  evidence,
}: {
  itemId: string;
  evidence: NonNullable<ShelfReviewField['evidence']>;
}) => (
  <ul className="shelf-review-evidence">
    {evidence.map((paper) => (
      <li key={paper.fileId}>
        <Button
          size="small"
          icon={<FileImageOutlined aria-hidden="true" />}
          onClick={() => void openCertificate(itemId, paper.fileId).catch(() => undefined)}
        >
          查看{paper.label}
        </Button>
        {paper.certificateNumber ? (
          <span className="shelf-review-evidence__number">证书编号 {paper.certificateNumber}</span>
        ) : null}
      </li>
    ))}
  </ul>
);

/** A value as the server rendered it, or its pictures; long text keeps its line breaks. */
const Value = ({
  field,
  side,
  itemId,
}: {
  field: ShelfReviewField;
  side: 'value' | 'listed';
  itemId: string;
}) => {
  const images = side === 'value' ? field.images : field.listedImages;
  if (images)
    return <Thumbs urls={images} label={`${side === 'value' ? '送审版本' : '架上版本'}的${field.label}`} />;
  const text = side === 'value' ? field.value : field.listedValue;
  const evidence = side === 'value' && field.evidence?.length ? field.evidence : null;
  return text && text.trim() !== '' ? (
    <>
      <span className="shelf-review-value">{text}</span>
      {evidence ? <Evidence itemId={itemId} evidence={evidence} /> : null}
    </>
  ) : (
    <span className="shelf-review-value is-empty">{EMPTY_VALUE}</span>
  );
};

/**
 * 送审内容: every field of the version under audit; for an edit of an item on the shelf, beside the version on the
 * shelf, with the fields the edit changed highlighted and marked 已修改 (in words, for screen readers too).
 */
export const ReviewFields = ({ review }: { review: ShelfReview }) => {
  const listed = hasListedVersion(review);
  const changedCount = review.fields.filter((field) => field.changed).length;
  return (
    <Panel
      className="workbench-card shelf-review-fields"
      title="送审内容"
      extra={
        listed
          ? changedCount > 0
            ? `与架上版本相比修改了 ${changedCount} 项`
            : '与架上版本相同'
          : '首次发布'
      }
    >
      <DataTable<ShelfReviewField>
        aria-label="送审内容"
        rowKey="field"
        size="small"
        rows={review.fields}
        minWidth={listed ? 760 : 520}
        rowClassName={(field) => (listed && field.changed ? 'is-changed' : '')}
        columns={[
          {
            title: '字段',
            key: 'label',
            width: 128,
            render: (_, field) => (
              <span className="shelf-review-label">
                {field.label}
                {listed && field.changed ? (
                  <StateTag className="shelf-review-changed">已修改</StateTag>
                ) : null}
              </span>
            ),
          },
          {
            title: listed ? '送审版本' : '内容',
            key: 'value',
            render: (_, field) => <Value field={field} side="value" itemId={review.id} />,
          },
          ...(listed
            ? [
                {
                  title: '架上版本',
                  key: 'listed',
                  render: (_: unknown, field: ShelfReviewField) => (
                    <Value field={field} side="listed" itemId={review.id} />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Panel>
  );
};
