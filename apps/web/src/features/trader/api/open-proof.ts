import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import type { OrderProof } from './types';

/** Proofs are private: fetched with the bearer token, then handed to the browser. */
export const openProof = async (proof: OrderProof) => {
  const { blob } = await apiDownload(proof.url);
  saveFile(blob, proof.type === 'application/pdf' ? proof.name : `${proof.name.replace(/\.[^.]+$/, '')}.webp`);
};

export const useOpenProof = () => useMutation({ mutationFn: openProof });
