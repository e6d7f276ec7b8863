import {
  APPEAL_UPLOAD_MAX_BYTES,
  appealCheckApplied,
  appealCheckMobile,
  appealQueryByApplyNo,
  appealQueryByUserName,
  appealRandomApps,
  appealSave,
  appealUpload,
  getCaptcha,
  getPublicKey,
  getSsoIndex,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  register,
  resetByAccountName,
  resetCheckMobile,
  resetPassword,
  resetSendCode,
  SIGN_IN_METHODS,
  sendEmailSignInCode,
  sendRegistrationCode,
  sendSignInSmsCode,
  signInWithEmail,
  signInWithPassword,
  signInWithPasswordEncrypted,
  signInWithSms,
  signInWithSmsEncrypted,
  startPasswordReset,
} from '@rrsp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readUploadedFile } from '../../platform/files/uploads.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import type { Reservation } from '../../platform/identity/work-gate.ts';
import { CODE_POLICY } from '../../platform/verification/send-rules.ts';
import type { AppealService } from './appeal-service.ts';
import type { ResetService } from './reset-service.ts';
import type { SignInService } from './sign-in-service.ts';
import { SSO_SESSION_HOURS } from './ticket-service.ts';

export interface SsoServices {
  signIn: SignInService;
  reset: ResetService;
  appeal: AppealService;
}

export const SSO_COOKIE = 'rrsp_tgc';

const caller = callerOf;

/** The SSO session rides in an HttpOnly cookie scoped to /sso, as CAS keeps its ticket-granting cookie. */
const setSsoCookie = (reply: FastifyReply, token: string, secure: boolean) => {
  const attributes = [
    `${SSO_COOKIE}=${token}`,
    'Path=/sso',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${SSO_SESSION_HOURS * 3600}`,
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', attributes.join('; '));
};

export const CAPTCHA_IMAGES_PER_ADDRESS = { limit: 60, windowSeconds: 600 } as const;
const CAPTCHA_IMAGE_RULE = (ip: string) => ({
  bucket: `captcha-image:ip:${ip}`,
  ...CAPTCHA_IMAGES_PER_ADDRESS,
  message: '获取图形验证码过于频繁',
});

export const ssoRoutes = async (app: FastifyInstance, { signIn, reset, appeal }: SsoServices) => {
  const keyPair = app.payloadKeys;
  const secureCookies = app.config.env === 'production';

  const grant = async (
    reply: FastifyReply,
    pending: Promise<{ ssoSessionToken: string } & Record<string, unknown>>,
  ) => {
    const { ssoSessionToken, ...granted } = await pending;
    setSsoCookie(reply, ssoSessionToken, secureCookies);
    return granted as { ticket: string; service: string; expiresInSeconds: number };
  };

  // each image is a row: limited per address, so nobody can fill the table by asking 400 times a second
  registerEndpoint(app, getCaptcha, async ({ request }) => {
    await app.rateLimiter.hit([CAPTCHA_IMAGE_RULE(caller(request).ip)]);
    return app.verification.captcha.issue();
  });

  registerEndpoint(app, getSsoIndex, async ({ request }) => ({
    methods: [...SIGN_IN_METHODS],
    captchaRequired: await signIn.captchaRequiredFor(caller(request)),
    publicKey: keyPair.publicKeySpkiBase64,
    keyId: keyPair.keyId,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    passwordMaxLength: PASSWORD_MAX_LENGTH,
    codeTtlSeconds: CODE_POLICY.ttlSeconds,
    codeCooldownSeconds: CODE_POLICY.cooldownSeconds,
  }));

  registerEndpoint(app, getPublicKey, () => ({
    algorithm: 'RSA-OAEP-256' as const,
    publicKey: keyPair.publicKeySpkiBase64,
    publicKeyPem: keyPair.publicKeyPem,
    keyId: keyPair.keyId,
    serverTime: Date.now(),
  }));

  // A password sign-in is admitted (its address counted, a place in the hashing line taken) before its sealed body is
  // opened: in a burst, the ones turned away cost no decryption, no nonce and no hash (bench/hash-flood measured it).
  // The place goes back when the response is sent or the connection closes, whichever comes first; a hash under way
  // keeps it until the hash ends (work-gate.ts).
  const passwordPlaces = new WeakMap<FastifyRequest, Reservation>();
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request, reply) => {
      const place = await signIn.admitPasswordSignIn(caller(request));
      passwordPlaces.set(request, place);
      reply.raw.once('close', () => place.release());
      // a caller gone before this hook ran: 'close' has fired already, and Fastify sends (and hooks) nothing more
      if (request.raw.socket?.destroyed) place.release();
    });
    scope.addHook('onResponse', async (request) => passwordPlaces.get(request)?.release());
    for (const endpoint of [signInWithPassword, signInWithPasswordEncrypted]) {
      registerEndpoint(scope, endpoint, ({ body, request, reply }) => {
        const place = passwordPlaces.get(request);
        if (!place) throw new Error('a password sign-in reached its handler without a place');
        return grant(reply, signIn.signInWithPassword(body, caller(request), place));
      });
    }
  });
  for (const endpoint of [signInWithSms, signInWithSmsEncrypted]) {
    registerEndpoint(app, endpoint, ({ body, request, reply }) =>
      grant(reply, signIn.signInWithSms(body, caller(request))),
    );
  }
  registerEndpoint(app, sendSignInSmsCode, ({ body, request }) =>
    signIn.sendSignInSms(body, caller(request)),
  );
  registerEndpoint(app, sendEmailSignInCode, ({ body, request }) =>
    signIn.sendSignInEmail(body, caller(request)),
  );
  registerEndpoint(app, signInWithEmail, ({ body, request, reply }) =>
    grant(reply, signIn.signInWithEmail(body, caller(request))),
  );
  registerEndpoint(app, sendRegistrationCode, ({ body, request }) =>
    signIn.sendRegistrationSms(body, caller(request)),
  );
  registerEndpoint(app, register, ({ body, reply }) => grant(reply, signIn.register(body)));

  registerEndpoint(app, startPasswordReset, () => ({
    captchaRequired: false,
    steps: ['填写账号', '验证绑定手机号', '获取短信验证码', '设置新密码'],
  }));
  registerEndpoint(app, resetByAccountName, ({ body, request }) => reset.startReset(body, caller(request)));
  registerEndpoint(app, resetCheckMobile, ({ body }) => reset.checkResetMobile(body));
  registerEndpoint(app, resetSendCode, ({ body, request }) => reset.sendResetCode(body, caller(request)));
  registerEndpoint(app, resetPassword, ({ body }) => reset.resetPassword(body));

  registerEndpoint(app, appealQueryByUserName, ({ body, request }) =>
    appeal.appealLookup(body, caller(request)),
  );
  registerEndpoint(app, appealCheckApplied, ({ body, request }) =>
    appeal.appealPending(body.username, caller(request)),
  );
  registerEndpoint(app, appealRandomApps, () => appeal.appealApps());
  registerEndpoint(app, appealUpload, async ({ request }) => {
    // counted before the file is read: a refused upload costs no memory
    await appeal.hitPhotoUploads(caller(request));
    const file = await readUploadedFile(request, APPEAL_UPLOAD_MAX_BYTES, '照片');
    return appeal.storeAppealPhoto({ filename: file.filename, bytes: file.bytes });
  });
  registerEndpoint(app, appealCheckMobile, ({ body, request }) =>
    appeal.sendAppealCode(body, caller(request)),
  );
  registerEndpoint(app, appealSave, ({ body, request }) => appeal.saveAppeal(body, caller(request)));
  registerEndpoint(app, appealQueryByApplyNo, ({ body, request }) =>
    appeal.appealStatus(body, caller(request)),
  );
};
