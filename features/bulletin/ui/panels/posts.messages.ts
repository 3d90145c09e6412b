// English texts of the user's posts: the dashboard's counter and panel, and the /submissions list.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const postsMessages = defineMessages('bulletin.posts', {
  submitted: 'Submitted {date}',
  reason: 'Reason: {reason}',
  delete: 'Delete',
  deleting: 'Deleting…',
  deleteLabel: 'Delete {title}',
  confirmDelete: 'Delete this pending post?',
  deleteFailed: 'Failed to delete the post',
  listLabel: 'My bulletin board posts',
  countFailed: 'Could not be loaded',
  loading: 'Loading',
  loadingPosts: 'Loading your posts',
  tryAgain: 'Try Again',
  noPosts: 'No posts yet',
  noPostsMessage: 'Share a guide or tip with other students on the bulletin board.',
  submitArticle: 'Submit Article',
  viewAll: 'View All Submissions ({count})',
  noBoardPosts: 'No bulletin board posts yet',
  submitAnArticle: 'Submit an Article',
});
