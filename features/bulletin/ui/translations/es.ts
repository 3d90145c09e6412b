// The bulletin's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import article from '../article/article.messages.es';
import board from '../board/board.messages.es';
import cards from '../components/messages.es';
import home from '../panels/home-bulletin.messages.es';
import posts from '../panels/posts.messages.es';
import review from '../panels/review-queue.messages.es';
import rules from '../rules.messages.es';
import slots from '../slots.messages.es';
import submit from '../submit/submit.messages.es';

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
