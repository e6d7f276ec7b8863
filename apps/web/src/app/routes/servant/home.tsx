import { WorkbenchScreen } from '../participants/home.tsx';

/** The servant 工作台 reuses the participant screen (SPEC.md §2). */
export const ServantHomeRoute = () => <WorkbenchScreen area="servant" />;
