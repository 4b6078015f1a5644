import {
  ZAccountDeletion,
  ZAccountDeletionRequestedReply,
  ZAccountDeletionStatusReply,
  ZAvatarReply,
  ZPreferencesReply,
  ZPreferencesUpdate,
  ZSecurityReply,
  ZSecuritySettingsUpdate,
  ZUserProfileReply,
  ZUserProfileUpdate,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../lib/require-user.js';
import { uploadRateLimit } from '../../lib/route-limits.js';
import { userProfileView } from './account-profile.js';
import { changeAvatar } from './change-avatar.js';
import { saveProfile } from './profile.js';
import { findOpenDeletionRequest, requestAccountDeletion } from './request-deletion.js';
import { getPreferences, getSecuritySettings, saveSecuritySettings, saveSettings } from './settings.js';

/** Account Settings of the general area (seller §2.5): profile, avatar, preferences, security, deletion (the password: modules/auth). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get('/api/user/profile', { schema: { tags, response: { 200: ZUserProfileReply } } }, async (request) => ({
    success: true as const,
    profile: await userProfileView(app.db, requireUser(request).id),
  }));

  app.put('/api/user/profile', { schema: { tags, body: ZUserProfileUpdate, response: { 200: ZUserProfileReply } } }, async (request) => {
    const user = requireUser(request);
    await inTransaction(app.db, (tx) => saveProfile(tx, { user, changes: request.body }));
    return { success: true as const, message: 'Profile updated successfully', profile: await userProfileView(app.db, user.id) };
  });

  app.put(
    '/api/user/profile/avatar',
    { config: uploadRateLimit(app), schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZAvatarReply } } },
    async (request) => {
      const user = requireUser(request);
      const { files } = await readMultipart(request);
      const image = files.find((f) => f.field === 'avatar') ?? files[0];
      if (!image) throw new AppError('INVALID_IMAGE');
      const avatar = await changeAvatar(app.db, { userId: user.id, image: image.buffer, storage: app.storage });
      return { success: true as const, message: 'Avatar updated successfully', avatar, avatar_url: avatar };
    },
  );

  app.get('/api/user/preferences', { schema: { tags, response: { 200: ZPreferencesReply } } }, async (request) => ({
    success: true as const,
    preferences: await getPreferences(app.db, requireUser(request).id),
  }));

  app.put(
    '/api/user/preferences',
    { schema: { tags, body: ZPreferencesUpdate, response: { 200: ZPreferencesReply } } },
    async (request) => {
      const userId = requireUser(request).id;
      await inTransaction(app.db, (tx) => saveSettings(tx, { userId, values: request.body }));
      return { success: true as const, message: 'Preference updated successfully', preferences: await getPreferences(app.db, userId) };
    },
  );

  app.get('/api/user/security', { schema: { tags, response: { 200: ZSecurityReply } } }, async (request) => ({
    success: true as const,
    security: await getSecuritySettings(app.db, requireUser(request).id),
  }));

  app.put('/api/user/security', { schema: { tags, body: ZSecuritySettingsUpdate, response: { 200: ZSecurityReply } } }, async (request) => {
    const user = requireUser(request);
    await saveSecuritySettings(app.db, { user, values: request.body });
    return {
      success: true as const,
      message: 'Security setting updated successfully',
      security: await getSecuritySettings(app.db, user.id),
    };
  });

  app.get('/api/user/account-deletion', { schema: { tags, response: { 200: ZAccountDeletionStatusReply } } }, async (request) => ({
    success: true as const,
    request: await findOpenDeletionRequest(app.db, requireUser(request).id),
  }));

  app.post(
    '/api/user/account-deletion',
    { schema: { tags, body: ZAccountDeletion, response: { 201: ZAccountDeletionRequestedReply } } },
    async (request, reply) => {
      const request_ = await requestAccountDeletion(app.db, { userId: requireUser(request).id, reason: request.body?.reason ?? '' });
      reply.status(201);
      return { success: true as const, message: 'Account deletion request submitted', request: request_ };
    },
  );
};
