import { useLocation } from 'react-router';
import type { WorkArea } from '../../config/paths.ts';

/** Which area a shared participant screen is shown in, so its links stay inside that area. */
export const useWorkArea = (): WorkArea =>
  useLocation().pathname.startsWith('/servant') ? 'servant' : 'participants';
