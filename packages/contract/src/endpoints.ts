import {
  checkCredential,
  confirmNewMobile,
  editUserInfo,
  sendAccountEmailCode,
  sendAccountMobileCode,
  updatePassword,
  verifyAccountEmail,
  verifyAccountMobileCode,
} from './account/account.ts';
import {
  getControlCenterMap,
  getCountData,
  getSaleRanking,
  ingestBatch,
  listDelivering,
} from './datacollect/dashboard.ts';
import type { Endpoint } from './endpoint.ts';
import { accountEndpoints } from './portal/accounts.ts';
import { auditTrailEndpoints } from './portal/audit-trail.ts';
import { cooperationEndpoints } from './portal/cooperation.ts';
import { dataCenterEndpoints } from './portal/data-center.ts';
import { editorialEndpoints } from './portal/editorial.ts';
import { getPrivateFileLink, uploadFile } from './portal/files.ts';
import { messageEndpoints } from './portal/messages.ts';
import { getHomePageNews, getNewsInfo, listNews } from './portal/news.ts';
import { operatorEndpoints } from './portal/operators.ts';
import { partnerEndpoints } from './portal/partners.ts';
import { getPlatformConfig } from './portal/platform.ts';
import { platformSettingsEndpoints } from './portal/platform-settings.ts';
import { productEndpoints } from './portal/products.ts';
import { reportEndpoints } from './portal/reports.ts';
import { serviceEndpoints } from './portal/services.ts';
import { settlementEndpoints } from './portal/settlement.ts';
import { shelfAuditEndpoints } from './portal/shelf-audit.ts';
import { caseEndpoints, solutionEndpoints } from './portal/solutions.ts';
import {
  acceptTenantInvitation,
  checkTenantAdmin,
  getChosenTenantId,
  inviteTenantMember,
  listMyInvitations,
  listTenantMembers,
  listTenantsOfUser,
  removeTenantMember,
  saveChosenTenantId,
  transferTenantAdmin,
} from './portal/tenants.ts';
import { getCurrentUser, getUserInfoByUserId, identityEcho, signOut } from './portal/user.ts';
import { pollLiveMessages } from './realtime.ts';
import { appealReviewEndpoints } from './sso/appeal-review.ts';
import {
  appealCheckApplied,
  appealCheckMobile,
  appealQueryByApplyNo,
  appealQueryByUserName,
  appealRandomApps,
  appealSave,
  appealUpload,
  resetByAccountName,
  resetCheckMobile,
  resetPassword,
  resetSendCode,
  startPasswordReset,
} from './sso/recovery.ts';
import {
  getCaptcha,
  getPublicKey,
  getSsoIndex,
  register,
  sendEmailSignInCode,
  sendRegistrationCode,
  sendSignInSmsCode,
  signInWithEmail,
  signInWithPassword,
  signInWithPasswordEncrypted,
  signInWithSms,
  signInWithSmsEncrypted,
} from './sso/sign-in.ts';
import { exchangeTicket } from './sso/tickets.ts';

/** Every endpoint of the system. The server mounts these, the fuzzing and access-matrix tests walk them. */
export const endpoints: readonly Endpoint[] = [
  getPlatformConfig,
  getCurrentUser,
  listTenantsOfUser,
  checkTenantAdmin,
  getChosenTenantId,
  saveChosenTenantId,
  listTenantMembers,
  inviteTenantMember,
  listMyInvitations,
  acceptTenantInvitation,
  removeTenantMember,
  transferTenantAdmin,
  ...Object.values(settlementEndpoints),
  ...Object.values(serviceEndpoints),
  ...Object.values(productEndpoints),
  ...Object.values(shelfAuditEndpoints),
  ...Object.values(cooperationEndpoints),
  ...Object.values(reportEndpoints),
  ...dataCenterEndpoints,
  ...Object.values(partnerEndpoints),
  ...Object.values(auditTrailEndpoints),
  ...Object.values(operatorEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(platformSettingsEndpoints),
  ...Object.values(editorialEndpoints),
  ...Object.values(messageEndpoints),
  pollLiveMessages,
  signOut,
  identityEcho,
  getUserInfoByUserId,
  uploadFile,
  getPrivateFileLink,
  getHomePageNews,
  listNews,
  getNewsInfo,
  ...Object.values(solutionEndpoints),
  ...Object.values(caseEndpoints),
  getCountData,
  getSaleRanking,
  listDelivering,
  getControlCenterMap,
  ingestBatch,
  exchangeTicket,
  getCaptcha,
  getSsoIndex,
  getPublicKey,
  signInWithPassword,
  signInWithPasswordEncrypted,
  signInWithSms,
  signInWithSmsEncrypted,
  sendSignInSmsCode,
  sendEmailSignInCode,
  signInWithEmail,
  sendRegistrationCode,
  register,
  startPasswordReset,
  resetByAccountName,
  resetCheckMobile,
  resetSendCode,
  resetPassword,
  appealQueryByUserName,
  appealCheckApplied,
  appealRandomApps,
  appealUpload,
  appealCheckMobile,
  appealSave,
  appealQueryByApplyNo,
  ...Object.values(appealReviewEndpoints),
  editUserInfo,
  sendAccountEmailCode,
  verifyAccountEmail,
  sendAccountMobileCode,
  verifyAccountMobileCode,
  checkCredential,
  confirmNewMobile,
  updatePassword,
];
