import type { Stores } from '../module';
import { obtainSupportRequest } from './supportRequest';

/**
 * What other features' lazy chunks may import (decision 0003): the menu's customer-service item
 * (spec 5: always shown) opens what the floating button opens, the list or the one chat. The
 * customerServiceButton widget shows it, downloading its store on this first ask.
 */
export function openCustomerService(stores: Pick<Stores, 'supportRequest'>): void {
  obtainSupportRequest(stores).ask();
}
