import type { TGatewayDepositRequest, TPaymentStartedReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Add Funds through the payment gateway: the reply says where to send the browser to pay. */
export const startDeposit = ({ body, idempotencyKey }: { body: TGatewayDepositRequest; idempotencyKey: string }) =>
  api.post<TPaymentStartedReply>('/api/user/wallet/deposit', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useStartDeposit = () => useMutation({ mutationFn: startDeposit });
