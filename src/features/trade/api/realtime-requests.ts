/**
 * The client request of the realtime contract the trade screens send, acknowledged by the server.
 * It rejects with RealtimeRequestError when offline, unanswered or refused by the contract.
 */
import type { MicroOrderPlacedRequest } from '../../../gen/socket/schemas';
import { requestRealtime } from '../../../shared/realtime/connection';

/**
 * Call after /microtrade/submit answered ok, with the order id it returned and what the user chose: the server
 * settles the option at expiry and pushes `closed_microorder`. The reply holds the order as it will be settled
 * (the mock's open price); a backend that settles orders itself just acknowledges.
 */
export const reportMicroOrder = (request: MicroOrderPlacedRequest) => requestRealtime('micro_order_placed', request);
