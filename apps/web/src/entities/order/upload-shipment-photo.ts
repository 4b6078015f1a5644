import type { TOrderProofsReply } from '@gamesouq/core';
import { api } from '@/lib/api-client';

/** The photo of the parcel a seller ships with (issue 18), uploaded to the order first; its proof id goes with the parcel. */
export async function uploadShipmentPhoto({ orderId, photo }: { orderId: string; photo: File }) {
  const form = new FormData();
  form.append('proof', photo);
  const reply = await api.post<TOrderProofsReply>(`/api/user/orders/${encodeURIComponent(orderId)}/proof`, form);
  return reply.proofs[0]!.id;
}
