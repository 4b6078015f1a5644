import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Named = { id: string; name: string };

describe('chatting with a seller', () => {
  it('delivers messages, typing and read ticks live between a buyer and a shop, and rings the seller’s bell', async () => {
    const traderToken = await tokenOf(DEMO.trader.email, DEMO.trader.password);
    const trader = (await api<Named>('GET', '/api/user/me', { token: traderToken })).body;
    const buyerAccount = (await api<Named>('GET', '/api/user/me', { token: await tokenOf(DEMO.buyer.email, DEMO.buyer.password) })).body;
    const { body: own } = await api<{ ads: { id: string; title: string; status: string }[] }>('GET', '/api/user/ads?limit=50', {
      token: traderToken,
    });
    const listing = own.ads.find((ad) => ad.status === 'active');
    expect(listing).toBeDefined();
    const question = `Is it still available? ${Date.now().toString(36)}`;
    const reply = `Yes, ready for pickup today ${Date.now().toString(36)}`;

    // The seller waits on the chat page, before any message exists.
    const seller = await newPage(browser);
    await logIn(seller, DEMO.trader.email, DEMO.trader.password);
    await seller.waitForURL('**/trader/dashboard');
    await seller.goto('/chat');
    await seller.getByText('Select a conversation').waitFor();

    const buyer = await newPage(browser);
    await logIn(buyer, DEMO.buyer.email, DEMO.buyer.password);
    await buyer.waitForURL('**/home');
    await buyer.goto(`/product/${listing!.id}`);
    await buyer.getByRole('heading', { level: 1, name: listing!.title }).waitFor();
    await buyer.getByRole('button', { name: 'Chat', exact: true }).first().click();

    const drawer = buyer.getByRole('dialog', { name: trader.name });
    await drawer.getByText('No messages yet. Start the conversation!').waitFor();
    const box = drawer.getByRole('textbox', { name: 'Message' });
    await box.pressSequentially(question);
    await box.press('Enter');
    const thread = drawer.getByRole('log');
    await thread.getByText(question).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    // One tick: sent, not yet read.
    await thread.getByRole('img', { name: 'Sent' }).waitFor();

    // The message reaches the seller's list and bell without a reload.
    const conversations = seller.getByRole('list', { name: 'Conversations' });
    const conversation = conversations.getByRole('button', { name: new RegExp(buyerAccount.name) });
    await conversation.getByText(question).waitFor();
    const bell = seller.getByRole('button', { name: /^Notifications, \d+ unread notifications?$/ });
    await bell.waitFor();
    await bell.click();
    const bellPanel = seller.getByRole('dialog', { name: /^Notifications/ });
    await bellPanel.getByText(`New message from ${buyerAccount.name}`).first().waitFor();
    await snap(seller, 'seller-chat-bell');
    await seller.keyboard.press('Escape');

    // Opening the conversation reads it: the buyer sees two ticks.
    await conversation.click();
    const sellerThread = seller.getByRole('log', { name: `Messages with ${buyerAccount.name}` });
    await sellerThread.getByText(question).waitFor();
    await thread.getByRole('img', { name: 'Read' }).waitFor();

    // Typing shows on the buyer's side, then the reply arrives live; Shift+Enter adds a line instead of sending.
    const sellerBox = seller.getByRole('textbox', { name: 'Message' });
    await sellerBox.pressSequentially(reply, { delay: 20 });
    await drawer.getByText(`${trader.name} is typing...`).waitFor();
    await sellerBox.press('Shift+Enter');
    await sellerBox.pressSequentially('See you');
    expect(await sellerBox.inputValue()).toBe(`${reply}\nSee you`);
    await sellerBox.press('Enter');
    await thread.getByText(reply).waitFor();
    await expect.poll(() => thread.getByText('See you').count()).toBe(1);
    await snap(buyer, 'buyer-chat-drawer');

    // The buyer's drawer is open, so the reply is read at once: two ticks for the seller.
    await sellerThread.getByText(reply).waitFor();
    await sellerThread.getByRole('img', { name: 'Read' }).last().waitFor();
    await snap(seller, 'seller-chat-page');

    // The bell's notification leads back to the conversation.
    await bell.click();
    await bellPanel
      .getByRole('button', { name: new RegExp(`New message from ${buyerAccount.name}`) })
      .first()
      .click();
    await seller.waitForURL('**/chat/**');
    await seller
      .getByRole('log', { name: `Messages with ${buyerAccount.name}` })
      .getByText(question)
      .waitFor();

    await buyer.context().close();
    await seller.context().close();
  });
});
