import type { TSavedTraderProductReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** New Product (multipart, `status` pending_review or draft) and Edit (the changed fields and any new images). */
export const createProduct = (form: FormData) => api.post<TSavedTraderProductReply>('/api/trader/products', form);

export const updateProduct = ({ id, form }: { id: string; form: FormData }) =>
  api.put<TSavedTraderProductReply>(`/api/trader/products/${encodeURIComponent(id)}`, form);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader.all() }) });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader.all() }) });
}
