// The face of this module: what other modules may use. Everything else in the folder is its own.
export { userProfileView } from './account-profile.js';
export { changeRole, createUserAccount, liftSuspension, promoteToAdmin, suspendAccount } from './accounts.js';
export { thumbOf } from './change-avatar.js';
export { toClientView } from './client-view.js';
export { eraseClosedAccount } from './close-account.js';
export { refuseTokensIssuedBefore, setPasswordHash } from './credentials.js';
export { findUserByEmailOrPhone, findUserById, findUserByPhone } from './find-user.js';
export { notificationDeliverySql, usersWithoutPush } from './notification-preferences.js';
export { recordPhoneVerification, takePhoneVerification } from './phone-verifications.js';
export type { ProfileChanges } from './profile.js';
export { avatarUrl, bankDetailsView, findProfile, saveProfile } from './profile.js';
export { assertPublicSeller, visibleAvatars } from './public-profile.js';
export { decideDeletionRequest } from './request-deletion.js';
export {
  changeVatRegistration,
  countSellerRequests,
  decideSellerRequest,
  findSellerRequest,
  latestSellerRequest,
  listSellerRequests,
} from './seller-requests.js';
export { toSessionUser } from './session-user.js';
export { accountLanguage, getPreferences, getSavedDisplay, getSecuritySettings, saveSettings } from './settings.js';
export { alertSignIn } from './sign-in-alert.js';
export type { UserRow } from './tables.js';
export { accountDeletionRequests, sellerRequests, signInAddresses, users } from './tables.js';
export { markUserVerified } from './verified-badge.js';
