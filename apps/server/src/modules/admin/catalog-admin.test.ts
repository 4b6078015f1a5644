import type {
  TAdminBannerListReply,
  TAdminCategoryListReply,
  TAdminPlatformListReply,
  TBannerListReply,
  TBannerSavedReply,
  TCatalogDeletedReply,
  TCatalogIconReply,
  TCategoryListReply,
  TCategorySavedReply,
  TErrorReply,
  TPlatformListReply,
  TPlatformSavedReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { imageBytes } from '../../test/listing-fixtures.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';

/** The audit log's page, in the field these tests read (the audit log's reply is another area's). */
type AuditPage = { entries: { action: string }[] };
const t = useTestApp();
const admin = useAdmin(t);

const asAdmin = <T = Record<string, unknown>>(method: string, url: string, body?: unknown) =>
  t.request<T>(method, url, { token: admin.token, body });
const form = (fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, value] of Object.entries(files)) data.append(key, new Blob([new Uint8Array(value)]), `${key}.png`);
  return data;
};

describe('platforms', () => {
  it('creates active by default, edits, hides inactive ones from the public list, uploads an icon and deletes', async () => {
    expect((await asAdmin<TErrorReply>('POST', '/api/admin/platforms', { name: ' ' })).body.message).toBe('Platform name is required');
    const made = await asAdmin<TPlatformSavedReply>('POST', '/api/admin/platforms', {
      name: 'Steam Deck',
      description: 'Valve handheld',
      platform_type: 'handheld',
    });
    expect(made.body).toMatchObject({
      message: 'Platform created successfully',
      platform: { name: 'Steam Deck', platformType: 'handheld', isActive: true },
    });
    const id = made.body.platform.id;
    const edited = await asAdmin<TPlatformSavedReply>('PUT', `/api/admin/platforms/${id}`, {
      name: 'Steam Deck OLED',
      platform_type: 'handheld',
      is_active: false,
    });
    expect(edited.body.message).toBe('Platform updated successfully');
    const publicList = await t.request<TPlatformListReply>('GET', '/api/platforms');
    expect(publicList.body.platforms.map((p) => p.id)).not.toContain(id);
    const all = await asAdmin<TAdminPlatformListReply>('GET', '/api/admin/platforms?include_inactive=true');
    expect(all.body.platforms.find((p) => p.id === id)).toMatchObject({
      name: 'Steam Deck OLED',
      is_active: false,
      platform_type: 'handheld',
    });
    expect((await asAdmin<TAdminPlatformListReply>('GET', '/api/admin/platforms')).body.platforms.map((p) => p.id)).not.toContain(id);

    const icon = await asAdmin<TCatalogIconReply>(
      'POST',
      `/api/admin/platforms/${id}/icon`,
      form({}, { icon: await imageBytes('jpeg', { width: 300, height: 300 }) }),
    );
    expect(icon.body.icon).toMatch(/^[\w-]+\.webp$/);
    expect((await fetch(`${t.baseUrl}/uploads/platforms/${icon.body.icon}`)).status).toBe(200);
    const badIcon = await asAdmin<TErrorReply>('POST', `/api/admin/platforms/${id}/icon`, form({}, { icon: Buffer.from('not an image') }));
    expect(badIcon.status).toBe(400);

    expect((await asAdmin<TCatalogDeletedReply>('DELETE', `/api/admin/platforms/${id}`)).body.message).toBe(
      'Platform deleted successfully',
    );
    expect((await asAdmin('DELETE', `/api/admin/platforms/${id}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/uploads/platforms/${icon.body.icon}`)).status).toBe(404);
  });
});

describe('categories', () => {
  it('creates main and subcategories, checks the parent, edits and deletes', async () => {
    expect((await asAdmin<TErrorReply>('POST', '/api/admin/categories', {})).body.message).toBe('Category name is required');
    const main = await asAdmin<TCategorySavedReply>('POST', '/api/admin/categories', {
      name: 'Retro',
      description: 'Old games',
      parent_id: null,
    });
    expect(main.body).toMatchObject({ message: 'Category created successfully', category: { parentId: null, isActive: true } });
    const sub = await asAdmin<TCategorySavedReply>('POST', '/api/admin/categories', {
      name: 'Retro RPG',
      parent_id: main.body.category.id,
    });
    expect(sub.body.category.parentId).toBe(main.body.category.id);
    expect(
      (await asAdmin<TErrorReply>('POST', '/api/admin/categories', { name: 'Deep', parent_id: sub.body.category.id })).body.message,
    ).toBe('Please choose a main category as the parent');
    expect((await asAdmin('POST', '/api/admin/categories', { name: 'Lost', parent_id: 'nope' })).status).toBe(400);
    const self = await asAdmin<TErrorReply>('PUT', `/api/admin/categories/${main.body.category.id}`, {
      name: 'Retro',
      parent_id: main.body.category.id,
    });
    expect(self.body.message).toBe('A category cannot be its own parent');
    const off = await asAdmin<TCategorySavedReply>('PUT', `/api/admin/categories/${sub.body.category.id}`, {
      name: 'Retro RPGs',
      is_active: false,
      parent_id: main.body.category.id,
    });
    expect(off.body.message).toBe('Category updated successfully');
    const list = await asAdmin<TAdminCategoryListReply>('GET', '/api/admin/categories?include_inactive=true');
    expect(list.body.categories.find((c) => c.id === sub.body.category.id)).toMatchObject({ name: 'Retro RPGs', is_active: false });
    const icon = await asAdmin<TCatalogIconReply>(
      'POST',
      `/api/admin/categories/${main.body.category.id}/icon`,
      form({}, { icon: await imageBytes('gif') }),
    );
    expect(icon.body.icon).toMatch(/^[\w-]+\.webp$/);
    expect((await fetch(`${t.baseUrl}/uploads/categories/${icon.body.icon}`)).status).toBe(200);
    expect((await asAdmin<TCatalogDeletedReply>('DELETE', `/api/admin/categories/${main.body.category.id}`)).body.message).toBe(
      'Category deleted successfully',
    );
    const after = await asAdmin<TAdminCategoryListReply>('GET', '/api/admin/categories?include_inactive=true');
    expect(after.body.categories.find((c) => c.id === sub.body.category.id)!.parent_id).toBeNull();
  });

  it('keeps an Arabic name that buyers see, and an edit that leaves it out does not erase it', async () => {
    const made = await asAdmin<TCategorySavedReply>('POST', '/api/admin/categories', { name: 'Collectibles', name_ar: '  مقتنيات  ' });
    const id = made.body.category.id;
    const shown = async () => (await t.request<TCategoryListReply>('GET', '/api/categories')).body.categories.find((c) => c.id === id);
    expect(await shown()).toMatchObject({ name: 'Collectibles', nameAr: 'مقتنيات' });
    await asAdmin('PUT', `/api/admin/categories/${id}`, { name: 'Collectables' });
    expect(await shown()).toMatchObject({ name: 'Collectables', nameAr: 'مقتنيات' });
    await asAdmin('PUT', `/api/admin/categories/${id}`, { name: 'Collectables', name_ar: 'المقتنيات' });
    expect(await shown()).toMatchObject({ nameAr: 'المقتنيات' });
    const tooLong = await asAdmin<TErrorReply>('PUT', `/api/admin/categories/${id}`, { name: 'Collectables', name_ar: 'م'.repeat(81) });
    expect(tooLong.status).toBe(400);
    expect(await shown()).toMatchObject({ nameAr: 'المقتنيات' });
  });
});

describe('banners', () => {
  it('creates as multipart with every field, edits them all, toggles, sets the priority and deletes', async () => {
    const noImage = await asAdmin<TErrorReply>('POST', '/api/admin/banners', form({ title: 'Summer sale' }));
    expect(noImage.body.message).toBe('Image is required for new banners');
    expect(
      (await asAdmin<TErrorReply>('POST', '/api/admin/banners', form({ title: '' }, { image: await imageBytes() }))).body.message,
    ).toBe('Title is required');
    const made = await asAdmin<TBannerSavedReply>(
      'POST',
      '/api/admin/banners',
      form(
        {
          title: 'Summer sale',
          subtitle: 'Up to 50%',
          description: 'All consoles',
          buttonText: 'Shop',
          buttonLink: '/home',
          isActive: 'false',
          priority: '4',
        },
        { image: await imageBytes('png', { width: 1200, height: 400 }) },
      ),
    );
    expect(made.status).toBe(201);
    expect(made.body.banner).toMatchObject({
      title: 'Summer sale',
      subtitle: 'Up to 50%',
      buttonLink: '/home',
      isActive: false,
      priority: 4,
    });
    const id = made.body.banner.id;
    expect((await asAdmin<TBannerListReply>('GET', '/api/user/banners')).body.banners.map((b) => b.id)).not.toContain(id);

    const badPriority = await asAdmin<TErrorReply>('PATCH', `/api/admin/banners/${id}/priority`, { priority: 6 });
    expect([badPriority.status, badPriority.body.message]).toEqual([400, 'Priority must be between 1 and 5']);
    expect((await asAdmin<TBannerSavedReply>('PATCH', `/api/admin/banners/${id}/priority`, { priority: 5 })).body.message).toBe(
      'Banner priority updated successfully',
    );
    expect((await asAdmin<TBannerSavedReply>('PATCH', `/api/admin/banners/${id}/toggle-status`, { isActive: true })).body.message).toBe(
      'Banner activated successfully',
    );
    expect((await asAdmin<TBannerListReply>('GET', '/api/user/banners')).body.banners[0]).toMatchObject({ id, priority: 5 });

    const edited = await asAdmin<TBannerSavedReply>(
      'PUT',
      `/api/admin/banners/${id}`,
      form({
        title: 'Winter sale',
        subtitle: 'Cold deals',
        description: 'd',
        buttonText: 'Go',
        buttonLink: 'https://gamesouq.sa/x',
        isActive: 'true',
        priority: '2',
      }),
    );
    expect(edited.body).toMatchObject({
      message: 'Banner updated successfully',
      banner: { title: 'Winter sale', subtitle: 'Cold deals', buttonText: 'Go', priority: 2, image: made.body.banner.image },
    });
    expect((await asAdmin<TBannerSavedReply>('PATCH', `/api/admin/banners/${id}/toggle-status`, { isActive: false })).body.message).toBe(
      'Banner deactivated successfully',
    );
    expect((await asAdmin<TAdminBannerListReply>('GET', '/api/admin/banners')).body.banners.find((b) => b.id === id)).toMatchObject({
      isActive: false,
    });
    expect((await asAdmin<TCatalogDeletedReply>('DELETE', `/api/admin/banners/${id}`)).body.message).toBe('Banner deleted successfully');
    expect((await fetch(`${t.baseUrl}${made.body.banner.image}`)).status).toBe(404);

    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?entityType=banner&limit=10');
    expect(audit.body.entries.map((e) => e.action)).toEqual([
      'banners.delete',
      'banners.toggle',
      'banners.update',
      'banners.toggle',
      'banners.priority',
      'banners.create',
    ]);
    expect(audit.body.entries[2]).toMatchObject({ before: { title: 'Summer sale' }, after: { title: 'Winter sale' } });
  });
});

describe('edits change only the fields they send', () => {
  it('keeps the description, type, activity and parent of a platform or category, and the fields of a banner, left out of an edit', async () => {
    const platform = await asAdmin<TPlatformSavedReply>('POST', '/api/admin/platforms', {
      name: 'Keep Deck',
      description: 'Handheld PC',
      platform_type: 'handheld',
      is_active: false,
    });
    const renamed = await asAdmin<TPlatformSavedReply>('PUT', `/api/admin/platforms/${platform.body.platform.id}`, {
      name: 'Keep Deck OLED',
    });
    expect(renamed.body.platform).toMatchObject({
      name: 'Keep Deck OLED',
      description: 'Handheld PC',
      platformType: 'handheld',
      isActive: false,
    });

    const parent = await asAdmin<TCategorySavedReply>('POST', '/api/admin/categories', { name: 'Keep Parent' });
    const child = await asAdmin<TCategorySavedReply>('POST', '/api/admin/categories', {
      name: 'Keep Child',
      description: 'Sub',
      is_active: false,
      parent_id: parent.body.category.id,
    });
    const edited = await asAdmin<TCategorySavedReply>('PUT', `/api/admin/categories/${child.body.category.id}`, { name: 'Keep Child 2' });
    expect(edited.body.category).toMatchObject({
      name: 'Keep Child 2',
      description: 'Sub',
      isActive: false,
      parentId: parent.body.category.id,
    });
    // An explicit null still makes it a main category.
    const moved = await asAdmin<TCategorySavedReply>('PUT', `/api/admin/categories/${child.body.category.id}`, {
      name: 'Keep Child 2',
      parent_id: null,
    });
    expect(moved.body.category).toMatchObject({ parentId: null, isActive: false });

    const banner = await asAdmin<TBannerSavedReply>(
      'POST',
      '/api/admin/banners',
      form(
        {
          title: 'Keep banner',
          subtitle: 'Sub',
          description: 'Desc',
          buttonText: 'Go',
          buttonLink: '/home',
          isActive: 'false',
          priority: '4',
        },
        { image: await imageBytes('png', { width: 1200, height: 400 }) },
      ),
    );
    const retitled = await asAdmin<TBannerSavedReply>('PUT', `/api/admin/banners/${banner.body.banner.id}`, form({ title: 'Kept banner' }));
    expect(retitled.body.banner).toMatchObject({
      title: 'Kept banner',
      subtitle: 'Sub',
      description: 'Desc',
      buttonText: 'Go',
      buttonLink: '/home',
      isActive: false,
      priority: 4,
    });
  });
});

describe('Arabic names', () => {
  it('a platform keeps the Arabic name buyers see (the base ones come with theirs), an edit without it keeps it', async () => {
    const base = (await t.request<TPlatformListReply>('GET', '/api/platforms')).body.platforms;
    expect(base.find((p) => p.name === 'PlayStation 5')).toMatchObject({ nameAr: 'بلايستيشن 5' });
    const made = await asAdmin<TPlatformSavedReply>('POST', '/api/admin/platforms', { name: 'Game Boy', name_ar: ' جيم بوي ' });
    const id = made.body.platform.id;
    const shown = async () => (await t.request<TPlatformListReply>('GET', '/api/platforms')).body.platforms.find((p) => p.id === id);
    expect(await shown()).toMatchObject({ name: 'Game Boy', nameAr: 'جيم بوي' });
    await asAdmin('PUT', `/api/admin/platforms/${id}`, { name: 'Game Boy Color' });
    expect(await shown()).toMatchObject({ name: 'Game Boy Color', nameAr: 'جيم بوي' });
  });

  it('a banner carries its title, subtitle and button in Arabic beside the English', async () => {
    const made = await asAdmin<TBannerSavedReply>(
      'POST',
      '/api/admin/banners',
      form(
        { title: 'Eid offers', titleAr: 'عروض العيد', subtitle: 'Gifts', subtitleAr: 'هدايا', buttonText: 'Shop', buttonTextAr: 'تسوّق' },
        { image: await imageBytes('png', { width: 1200, height: 400 }) },
      ),
    );
    expect(made.body.banner).toMatchObject({ titleAr: 'عروض العيد', subtitleAr: 'هدايا', buttonTextAr: 'تسوّق' });
    const shown = (await t.request<TBannerListReply>('GET', '/api/user/banners')).body.banners.find((b) => b.id === made.body.banner.id);
    expect(shown).toMatchObject({ title: 'Eid offers', titleAr: 'عروض العيد', buttonTextAr: 'تسوّق' });
    await asAdmin('PUT', `/api/admin/banners/${made.body.banner.id}`, form({ title: 'Eid deals' }));
    const kept = (await asAdmin<TAdminBannerListReply>('GET', '/api/admin/banners')).body.banners.find((b) => b.id === made.body.banner.id);
    expect(kept).toMatchObject({ title: 'Eid deals', titleAr: 'عروض العيد' });
    await asAdmin('DELETE', `/api/admin/banners/${made.body.banner.id}`);
  });
});
