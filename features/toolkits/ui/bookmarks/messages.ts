// English texts of the save control (it ships on every page's first load, so the keys stay short) and of its
// failure toasts; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const saveMessages = defineMessages('toolkits.save', {
  save: 'Save item',
  unsave: 'Remove from saved items',
  tipSave: 'Save for later',
  tipUnsave: 'Remove from saved',
  saveFailed: 'Couldn\'t save "{title}". Please try again.',
  unsaveFailed: 'Couldn\'t remove "{title}" from saved. Please try again.',
  saveFailedItem: "Couldn't save this item. Please try again.",
  unsaveFailedItem: "Couldn't remove this item from saved. Please try again.",
});
