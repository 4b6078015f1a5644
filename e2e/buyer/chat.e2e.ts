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

    // Reading the conversation read its notification too; the bell's notification still leads back to it.
    await seller.getByRole('button', { name: /^Notifications/ }).click();
    const notification = bellPanel.getByRole('button', { name: new RegExp(`New message from ${buyerAccount.name}`) }).first();
    await expect.poll(() => notification.textContent()).not.toContain('Unread');
    await notification.click();
    await seller.waitForURL('**/chat/**');
    await seller
      .getByRole('log', { name: `Messages with ${buyerAccount.name}` })
      .getByText(question)
      .waitFor();

    await buyer.context().close();
    await seller.context().close();
  });

  it('lets an admin chat with a trader from Admin Chat, with presence, while the trader answers from the panel', async () => {
    const adminToken = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const admin = (await api<Named>('GET', '/api/user/me', { token: adminToken })).body;
    const trader = (await api<Named>('GET', '/api/user/me', { token: await tokenOf(DEMO.trader.email, DEMO.trader.password) })).body;
    const { body: started } = await api<{ chatId: string }>('POST', `/api/admin/users/${trader.id}/message`, { token: adminToken });
    const note = `Please update your IBAN ${Date.now().toString(36)}`;
    const answer = `Done, thank you ${Date.now().toString(36)}`;

    // The trader waits in the panel's chat, on the customer-chat calls of the trader family.
    const traderPage = await newPage(browser);
    await logIn(traderPage, DEMO.trader.email, DEMO.trader.password);
    await traderPage.waitForURL('**/trader/dashboard');
    await traderPage.goto('/trader/chat');
    await traderPage.getByText('Select a conversation').waitFor();

    const adminPage = await newPage(browser);
    await logIn(adminPage, DEMO.admin.email, DEMO.admin.password);
    await adminPage.waitForURL('**/admin/dashboard');
    await adminPage.goto('/admin/chat');
    await adminPage.getByRole('searchbox', { name: 'Search conversations' }).waitFor();
    expect(await adminPage.getByRole('searchbox', { name: 'Search conversations' }).getAttribute('placeholder')).toBe(
      'Search conversations...',
    );
    await adminPage.getByText('Select a conversation').waitFor();
    const adminList = adminPage.getByRole('list', { name: 'Conversations' });
    await adminList.getByRole('button', { name: new RegExp(`${trader.name}.*Online`) }).click();
    await adminPage.waitForURL(`**/admin/chat?chat_id=${started.chatId}`);
    const header = adminPage.getByRole('region', { name: 'Conversation', exact: true });
    await header.getByText('Online', { exact: true }).waitFor();

    // Two rows to write in; Enter sends, and the admin is told it went.
    const box = adminPage.getByRole('textbox', { name: 'Message' });
    expect(await box.getAttribute('rows')).toBe('2');
    await box.fill(note);
    await box.press('Enter');
    await adminPage.getByText('Message sent successfully').waitFor();
    const adminThread = adminPage.getByRole('log', { name: `Messages with ${trader.name}` });
    await adminThread.getByText(note).waitFor();
    // Times read as hour and minute.
    expect(await adminThread.locator('time').last().textContent()).toMatch(/^\d{1,2}:\d{2}\s?(AM|PM)?$/i);

    // The trader sees it live, opens it from the bell's notification (inside the panel), and answers.
    const traderConversation = traderPage
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(admin.name) });
    await traderConversation.getByText(note).waitFor();
    await traderPage.getByRole('button', { name: /^Notifications, \d+ unread notifications?$/ }).click();
    await traderPage
      .getByRole('dialog', { name: /^Notifications/ })
      .getByRole('button', { name: new RegExp(`New message from ${admin.name}`) })
      .first()
      .click();
    await traderPage.waitForURL(`**/trader/chat?chat_id=${started.chatId}`);
    const traderThread = traderPage.getByRole('log', { name: `Messages with ${admin.name}` });
    await traderThread.getByText(note).waitFor();
    await adminThread.getByRole('img', { name: 'Read' }).last().waitFor();
    const traderBox = traderPage.getByRole('textbox', { name: 'Message' });
    await traderBox.fill(answer);
    await traderBox.press('Enter');
    await adminThread.getByText(answer).waitFor();
    await snap(adminPage, 'admin-chat');
    await snap(traderPage, 'trader-chat');

    // The trader leaves: the admin sees them go offline without a reload.
    await traderPage.context().close();
    await header.getByText('Offline', { exact: true }).waitFor();
    await adminPage.context().close();
  });
});
