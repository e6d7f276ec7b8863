/** What the other domains may use of messages: posting a notice to a user's work area. */
export {
  createWorkNoticeRepository,
  type NewWorkNotice,
  type WorkNoticeRepository,
} from './work-notice-repository.ts';
