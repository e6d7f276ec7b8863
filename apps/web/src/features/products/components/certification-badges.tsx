import { SafetyCertificateOutlined } from '@ant-design/icons';
import { CERTIFICATION_LABELS, type Certification } from '@rrsp/contract';
import { sortedCertifications } from '../utils/product-fields.ts';
import './products.css';

/** 绿色食品, 有机产品, 地理标志: the marks a buyer looks for, each in its own colour; nothing when there are none. */
export const CertificationBadges = ({
  list,
  large = false,
}: {
  list: readonly Certification[];
  large?: boolean;
}) => {
  const shown = sortedCertifications(list);
  if (shown.length === 0) return null;
  return (
    <ul className={large ? 'cert-badges cert-badges--large' : 'cert-badges'} aria-label="产品认证">
      {shown.map((certification) => (
        <li key={certification} className={`cert-badge cert-badge--${certification}`}>
          <SafetyCertificateOutlined aria-hidden="true" />
          {CERTIFICATION_LABELS[certification]}
        </li>
      ))}
    </ul>
  );
};
