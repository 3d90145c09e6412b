// The bulletin's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import article from '../article/article.messages.zh';
import board from '../board/board.messages.zh';
import cards from '../components/messages.zh';
import home from '../panels/home-bulletin.messages.zh';
import posts from '../panels/posts.messages.zh';
import review from '../panels/review-queue.messages.zh';
import rules from '../rules.messages.zh';
import slots from '../slots.messages.zh';
import submit from '../submit/submit.messages.zh';

export default {
  'bulletin.article': article,
  'bulletin.board': board,
  'bulletin.cards': cards,
  'bulletin.home': home,
  'bulletin.posts': posts,
  'bulletin.review': review,
  'bulletin.rules': rules,
  'bulletin.slots': slots,
  'bulletin.submit': submit,
} satisfies LocaleTables;
