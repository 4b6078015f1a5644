import { createContext, useContext } from 'react';

/** What the Chat buttons of ad cards and the product page know about the chat they start. */
export type ChatDrawerTarget = { productId: string; sellerName: string; productTitle: string };

/**
 * Opens the chat drawer of the signed-in marketplace. Shared ad cards call it; the chat feature provides it in the
 * general layout, so the cards need not know the chat feature.
 */
export const ChatDrawerContext = createContext<((target: ChatDrawerTarget) => void) | null>(null);

export function useOpenChatDrawer() {
  return useContext(ChatDrawerContext);
}
