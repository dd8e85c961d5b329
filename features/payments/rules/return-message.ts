// What our return page inside PayTR's frame posts to the page around it when PayTR sends the
// frame back (the wizard's payment, the panel's renewal): a hint to ask our server again, never
// the outcome, which only PayTR's notification decides. `type` names the flow.
export type PaymentOutcome = 'ok' | 'fail';

export interface PaymentReturnMessage<Type extends string = string> {
  type: Type;
  merchantOid: string;
  outcome: PaymentOutcome;
}
