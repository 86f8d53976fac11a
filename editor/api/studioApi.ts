import type { EmailListOption } from "../../blocks/settings/types";
import { ApiError, api, refusal, withServerMessage } from "../../client/api/client";
import { SaveConflictError } from "../../machines/editor/autosaveMachine";
import type { Editor } from "../../schema/api/accounts";
import type { DocumentSummary, StoredDocument } from "../../schema/api/documents";
import type { SubscriberImportResult, SubscriberPage } from "../../schema/api/emailLists";
import type { EventInput } from "../../schema/api/events";
import type { FanPage } from "../../schema/api/fans";
import type { PasswordLinkInfo } from "../../schema/api/passwordLinks";
import type { ReleaseDeletion, ReleaseInput, ReleasePage, ReleaseStatus, StudioRelease, TrackAudio } from "../../schema/api/releases";
import type { PostInput, PostStatusInput, StudioCommentPage, StudioPost, StudioPostPage } from "../../schema/api/studioPosts";
import type { StudioTier, TierInput } from "../../schema/api/tiers";
import type { EditorLoginResponse } from "../../schema/api/twoFactor";
import type { Event } from "../../schema/entities/events";
import type { MediaItem, MediaType } from "../../schema/entities/media";
import { CLIENT_ERRORS, errorBodyOf, UPLOAD_FAILED } from "../../schema/errors";
import { studioCall as call } from "./studioCall";

/**
 * The header that marks a call as the studio's: the server then keeps the editor's session in an
 * HttpOnly cookie (no script on the site can read it) and honours that cookie only with this header.
 */
export const STUDIO_HEADERS = { "x-backline-studio": "1" } as const;

/** Where earlier versions of the studio kept the editor's token, readable by any script on the site: removed at start. */
const OLD_TOKEN_STORAGE_KEY = "backline-editor-token";

export function forgetOldStudioToken(): void {
  try {
    globalThis.localStorage?.removeItem(OLD_TOKEN_STORAGE_KEY);
  } catch {
    // Storage may be unavailable; then nothing was kept there either.
  }
}

/** The validation errors the server sent with a refused document (JSON pointers), if any. */
export class DocumentRefusedError extends Error {
  constructor(
    message: string,
    readonly errors: readonly { pointer: string; rule: string; message: string }[],
  ) {
    super(message);
    this.name = "DocumentRefusedError";
  }
}

/** The studio's calls (editors only), through the site's one HTTP client; the session is the studio's cookie. */
export const studioApi = {
  /** 'Forgot password?' (issue 35): the same answer for every address; an editor's gets a one-time link. */
  requestPasswordReset: (email: string) =>
    call(() => api().post("editor/password-resets", { json: { email } }).json<{ checkEmail: true }>()),
  /** The password's step: a session, or (two-step sign-in on) the challenge the code is typed for. */
  logIn: (credentials: { email: string; password: string }) =>
    call(() => api().post("editor/sessions", { json: credentials }).json<EditorLoginResponse>()),
  /** The code's step (issue 35, item 7): the app's code or a recovery code; `rememberDevice` skips it here for 30 days. */
  signInWithCode: (step: { challenge: string; code: string; rememberDevice: boolean }) =>
    call(() => api().post("editor/sessions/second-step", { json: step }).json<{ editor: Editor }>()),
  me: () => call(() => api().get("editor/me").json<Editor>()),
  /** Whose password a one-time link sets (a new artist's owner); refused when it was used or expired. */
  checkPasswordLink: (token: string) => call(() => api().post("editor/password-links/check", { json: { token } }).json<PasswordLinkInfo>()),
  /** Sets the password a one-time link is for, using the link up. */
  setPasswordWithLink: (token: string, password: string) =>
    call(() => api().post("editor/password-links/use", { json: { token, password } }).json<PasswordLinkInfo>()),
  logOut: () => call(() => api().delete("sessions").json<{ ok: true }>()),

  listDocuments: (profileId: string) => call(() => api().get(`profiles/${profileId}/documents`).json<DocumentSummary[]>()),

  /** The artist's email lists and their subscribers (issue 17). */
  createEmailList: (profileId: string, name: string) =>
    call(() => api().post(`profiles/${profileId}/email-lists`, { json: { name } }).json<EmailListOption>()),
  renameEmailList: (profileId: string, id: string, name: string) =>
    call(() =>
      api()
        .put(`profiles/${profileId}/email-lists/${encodeURIComponent(id)}`, { json: { name } })
        .json<{ ok: true }>(),
    ),
  deleteEmailList: (profileId: string, id: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/email-lists/${encodeURIComponent(id)}`)
        .json<{ ok: true }>(),
    ),
  listSubscribers: (profileId: string, id: string, query: { search: string; offset: number; limit: number }) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/email-lists/${encodeURIComponent(id)}/subscribers`, { searchParams: query })
        .json<SubscriberPage>(),
    ),
  removeSubscriber: (profileId: string, id: string, email: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/email-lists/${encodeURIComponent(id)}/subscribers`, { searchParams: { email } })
        .json<{ ok: true }>(),
    ),
  exportSubscribers: (profileId: string, id: string) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/email-lists/${encodeURIComponent(id)}/subscribers.csv`)
        .text(),
    ),
  importSubscribers: (profileId: string, id: string, csv: string, apply: boolean) =>
    call(() =>
      api()
        .post(`profiles/${profileId}/email-lists/${encodeURIComponent(id)}/subscribers/import`, { json: { csv, apply } })
        .json<SubscriberImportResult>(),
    ),

  /** The artist's fans (issue 17), newest first, and a tier given by hand (or taken away). */
  listFans: (profileId: string, query: { search: string; tier?: string; offset: number; limit: number }) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/fans`, {
          searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
            string,
            string | number
          >,
        })
        .json<FanPage>(),
    ),
  exportFans: (profileId: string) => call(() => api().get(`profiles/${profileId}/fans.csv`).text()),
  setMembership: (profileId: string, accountId: string, membershipTierId: string | null) =>
    call(() =>
      api()
        .put(`profiles/${profileId}/members/${encodeURIComponent(accountId)}/membership`, { json: { membershipTierId } })
        .json<unknown>(),
    ),

  /** The artist's membership tiers (issue 17), hidden ones too, lowest first. */
  listTiers: (profileId: string) => call(() => api().get(`profiles/${profileId}/membership-tiers`).json<StudioTier[]>()),
  createTier: (profileId: string, tier: TierInput) =>
    call(() => api().post(`profiles/${profileId}/membership-tiers`, { json: tier }).json<StudioTier>()),
  updateTier: (profileId: string, id: string, tier: TierInput) =>
    call(() =>
      api()
        .put(`profiles/${profileId}/membership-tiers/${encodeURIComponent(id)}`, { json: tier })
        .json<StudioTier>(),
    ),
  orderTiers: (profileId: string, ids: readonly string[]) =>
    call(() => api().put(`profiles/${profileId}/membership-tiers/order`, { json: { ids } }).json<StudioTier[]>()),
  deleteTier: (profileId: string, id: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/membership-tiers/${encodeURIComponent(id)}`)
        .json<{ ok: true }>(),
    ),

  /** The artist's events (issue 17): upcoming first, then past ones. */
  listEvents: (profileId: string) => call(() => api().get(`profiles/${profileId}/events`).json<Event[]>()),
  createEvent: (profileId: string, event: EventInput) =>
    call(() => api().post(`profiles/${profileId}/events`, { json: event }).json<Event>()),
  updateEvent: (profileId: string, id: string, event: EventInput) =>
    call(() =>
      api()
        .put(`profiles/${profileId}/events/${encodeURIComponent(id)}`, { json: event })
        .json<Event>(),
    ),
  deleteEvent: (profileId: string, id: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/events/${encodeURIComponent(id)}`)
        .json<{ ok: true }>(),
    ),
  getDocument: (profileId: string, id: string) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/documents/${encodeURIComponent(id)}`)
        .json<StoredDocument>(),
    ),
  /** Saves a draft; a 409 becomes SaveConflictError with their copy, a 400 DocumentRefusedError with the validator's errors. */
  async saveDocument(profileId: string, id: string, document: unknown, baseVersion: number | null): Promise<StoredDocument> {
    try {
      return await api()
        .put(`profiles/${profileId}/documents/${encodeURIComponent(id)}`, {
          json: { document, ...(baseVersion === null ? {} : { baseVersion }) },
        })
        .json<StoredDocument>();
    } catch (error) {
      const refused = await refusal(error);
      if (refused) {
        const body = refused.body as { message?: string; current?: StoredDocument; errors?: [] };
        if (refused.status === 409 && body.current) {
          throw new SaveConflictError({ document: body.current.draft, version: body.current.version }, body.message);
        }
        if (refused.status === 400 && body.errors)
          throw new DocumentRefusedError(body.message ?? "The document is not valid.", body.errors);
      }
      throw await withServerMessage(error);
    }
  },
  publish: (profileId: string, id: string) =>
    call(() =>
      api()
        .post(`profiles/${profileId}/documents/${encodeURIComponent(id)}/publish`)
        .json<StoredDocument>(),
    ),
  deleteDocument: (profileId: string, id: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/documents/${encodeURIComponent(id)}`)
        .json<{ ok: true }>(),
    ),

  /** The artist's email lists, which an Email-list block joins fans to. */
  listEmailLists: (profileId: string) => call(() => api().get(`profiles/${profileId}/email-lists`).json<EmailListOption[]>()),
  listMedia: (profileId: string, type: MediaType) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/media`, { searchParams: { parent: "website", type } })
        .json<MediaItem[]>(),
    ),
  /** A media item's title (what fans read) and alt text (what an image shows). */
  /** Where a library file is used, and deleting one used nowhere (issue 17). */
  mediaUsages: (profileId: string, mediaId: string) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/media/${encodeURIComponent(mediaId)}/usages`)
        .json<{ usages: { kind: string; title: string }[] }>(),
    ),
  deleteMedia: (profileId: string, mediaId: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/media/${encodeURIComponent(mediaId)}`)
        .json<{ ok: true }>(),
    ),
  updateMedia: (profileId: string, mediaId: string, changes: { title?: string; alt?: string }) =>
    call(() =>
      api()
        .patch(`profiles/${profileId}/media/${encodeURIComponent(mediaId)}`, { json: changes })
        .json<MediaItem>(),
    ),
  createMedia: (profileId: string, item: { url: string; size: number; name: string; type: MediaType }) =>
    call(() =>
      api()
        .post(`profiles/${profileId}/media`, { json: { ...item, parent: "website" } })
        .json<MediaItem>(),
    ),
  presign: (profileId: string, fileName: string, options: { private?: boolean } = {}) =>
    call(() =>
      api()
        .post("uploads/presigned-url", { json: { fileName, profileId, ...(options.private ? { private: true } : {}) } })
        .json<{ presignedUrl: string; remoteUrl: string }>(),
    ),

  /** The artist's releases in every state (issue 17), and what the server reads of a track's file. */
  listReleases: (profileId: string, query: { search: string; status?: ReleaseStatus; offset: number; limit: number }) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/releases`, {
          searchParams: {
            search: query.search,
            offset: query.offset,
            limit: query.limit,
            ...(query.status ? { status: query.status } : {}),
          },
        })
        .json<ReleasePage>(),
    ),
  getRelease: (profileId: string, id: string) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/releases/${encodeURIComponent(id)}`)
        .json<StudioRelease>(),
    ),
  createRelease: (profileId: string, release: ReleaseInput) =>
    call(() => api().post(`profiles/${profileId}/releases`, { json: release }).json<StudioRelease>()),
  updateRelease: (profileId: string, id: string, release: ReleaseInput) =>
    call(() =>
      api()
        .put(`profiles/${profileId}/releases/${encodeURIComponent(id)}`, { json: release })
        .json<StudioRelease>(),
    ),
  deleteRelease: (profileId: string, id: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/releases/${encodeURIComponent(id)}`)
        .json<ReleaseDeletion>(),
    ),
  /** The artist's posts (issue 17), drafts and scheduled ones too, and their comments' moderation. */
  listPosts: (profileId: string, query: { search: string; offset: number; limit: number }) =>
    call(() => api().get(`profiles/${profileId}/posts`, { searchParams: query }).json<StudioPostPage>()),
  createPost: (profileId: string, post: PostInput) =>
    call(() => api().post(`profiles/${profileId}/posts`, { json: post }).json<StudioPost>()),
  updatePost: (profileId: string, id: string, post: PostInput) =>
    call(() =>
      api()
        .put(`profiles/${profileId}/posts/${encodeURIComponent(id)}`, { json: post })
        .json<StudioPost>(),
    ),
  setPostStatus: (profileId: string, id: string, change: PostStatusInput) =>
    call(() =>
      api()
        .put(`profiles/${profileId}/posts/${encodeURIComponent(id)}/status`, { json: change })
        .json<StudioPost>(),
    ),
  deletePost: (profileId: string, id: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/posts/${encodeURIComponent(id)}`)
        .json<{ ok: true }>(),
    ),
  listPostComments: (profileId: string, postId: string, query: { offset: number; limit: number }) =>
    call(() =>
      api()
        .get(`profiles/${profileId}/posts/${encodeURIComponent(postId)}/comments`, { searchParams: query })
        .json<StudioCommentPage>(),
    ),
  setCommentHidden: (profileId: string, postId: string, commentId: string, hidden: boolean) =>
    call(() =>
      api()
        .patch(`profiles/${profileId}/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`, { json: { hidden } })
        .json<{ ok: true }>(),
    ),
  deleteComment: (profileId: string, postId: string, commentId: string) =>
    call(() =>
      api()
        .delete(`profiles/${profileId}/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`)
        .json<{ ok: true }>(),
    ),
  readTrackAudio: (profileId: string, url: string) =>
    call(() => api().post(`profiles/${profileId}/track-audio`, { json: { url } }).json<TrackAudio>()),
};

/**
 * Sends a file to a presigned URL with progress (SPEC §7: "sent by PUT to presignedUrl with
 * progress reporting"). XMLHttpRequest, not the API client: the URL is a signed storage address,
 * not our API, and only XHR reports upload progress without streaming requests.
 */
export function uploadFile(url: string, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("content-type", file.type || "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let refused: { code: string | null; message: string } | null = null;
      try {
        refused = errorBodyOf(JSON.parse(request.responseText));
      } catch {
        // Not JSON: keep the status.
      }
      const { code, message } = refused ?? { code: UPLOAD_FAILED, message: CLIENT_ERRORS.upload_failed.messages.status(request.status) };
      reject(new ApiError(message, request.status, { code }));
    };
    request.onerror = () => reject(new ApiError(CLIENT_ERRORS.upload_failed.messages.connectionLost, null, { code: UPLOAD_FAILED }));
    request.send(file);
  });
}
