import { lazy, Suspense, useId, useState } from "react";
import { instantToZonedLocal } from "../../runtime/time/zonedTime";
import type { PostEmailChoice, PostEmailStateAnswer } from "../../schema/api/postEmails";
import { type PostInput, postInputSchema } from "../../schema/api/studioPosts";
import type { StudioTier } from "../../schema/api/tiers";
import { POST_TYPES, type PostType } from "../../schema/entities/posts";
import { fieldLimits } from "../../schema/fieldLimits";
import { MAX_POLL_OPTIONS } from "../../schema/richText/poll";
import type { PostEmailsApi } from "../api/postEmailsApi";
import { AdminField } from "../shell/AdminField";
import { AdminForm } from "../shell/AdminForm";
import { PostEmailField } from "./PostEmailField";
import { PostFiles } from "./PostFiles";
import { localTimeZone, optionKey, type PostDraft, type PostDraftProblems, type PostWhen, postInputOf } from "./postDraft";
import { readableBy } from "./readableBy";

// The rich-text editor is large: loaded when a post is opened, as the page editor's text panel is.
const RichTextEditor = lazy(() => import("../richText/RichTextEditor").then((module) => ({ default: module.RichTextEditor })));

const TYPE_NAMES: Readonly<Record<PostType, string>> = {
  text: "Text",
  image: "Image",
  video: "Video",
  audio: "Audio",
  poll: "Poll",
  document: "Document (PDF)",
};

/** Who sees a post: everyone, or the members of a tier and of the tiers that include it (issue 30), named below. */
function AudienceField({ draft, tiers, onChange }: { draft: PostDraft; tiers: readonly StudioTier[]; onChange(tierId: string): void }) {
  const id = useId();
  return (
    <div className="studio-admin__field">
      <label htmlFor={id}>Who can see it</label>
      <select id={id} value={draft.tierId} aria-describedby={`${id}-readers`} onChange={(event) => onChange(event.target.value)}>
        <option value="">Everyone</option>
        {tiers.map((tier) => (
          <option key={tier.id} value={tier.id}>
            {tier.name} members
          </option>
        ))}
      </select>
      <p id={`${id}-readers`} className="studio-hint">
        {readableBy(tiers, draft.tierId === "" ? null : draft.tierId)}
      </p>
    </div>
  );
}

/** Whether fans see it, and when: a draft only the artist sees, now, or a time on the artist's clock. */
function ScheduleField({ draft, problem, onChange }: { draft: PostDraft; problem?: string; onChange(changes: Partial<PostDraft>): void }) {
  const name = useId();
  const choice = (when: PostWhen, label: string, changes: Partial<PostDraft> = {}) => (
    <label>
      <input type="radio" name={name} checked={draft.when === when} onChange={() => onChange({ when, ...changes })} /> {label}
    </label>
  );
  const inAnHour = () => instantToZonedLocal(new Date(Date.now() + 3600_000).toISOString(), localTimeZone());
  return (
    <fieldset className="studio-admin__benefits">
      <legend>When</legend>
      {choice("draft", draft.published ? "Unpublish: a draft only you see" : "Draft: only you see it")}{" "}
      {choice("now", draft.published ? "Keep it as published" : "Publish now")}{" "}
      {choice("later", "Schedule for later", draft.publishAt === "" ? { publishAt: inAnHour() } : {})}
      {draft.when === "later" ? (
        <AdminField
          label="Publish on"
          type="datetime-local"
          value={draft.publishAt}
          onChange={(publishAt) => onChange({ publishAt })}
          {...(problem ? { problem } : {})}
        />
      ) : null}
    </fieldset>
  );
}

/** The save button says what saving does to fans. */
function saveLabelOf(draft: PostDraft): string {
  if (draft.when === "draft") return "Save draft";
  if (draft.when === "later") return "Schedule post";
  return draft.published ? "Save post" : "Publish post";
}

/** A poll's question and its options (2 to 10), added and removed. */
function PollFields({
  draft,
  problems,
  onChange,
}: {
  draft: PostDraft;
  problems: PostDraftProblems;
  onChange(changes: Partial<PostDraft>): void;
}) {
  return (
    <fieldset className="studio-admin__benefits">
      <legend>Poll</legend>
      <AdminField
        label="Question"
        value={draft.question}
        {...fieldLimits(pollInput.question)}
        onChange={(question) => onChange({ question })}
        {...(problems.question ? { problem: problems.question } : {})}
      />
      <ol>
        {draft.options.map((option, index) => (
          <li key={option.key}>
            <input
              aria-label={`Option ${index + 1}`}
              value={option.text}
              {...fieldLimits(pollInput.options.items.properties.text)}
              onChange={(event) =>
                onChange({
                  options: draft.options.map((other) => (other.key === option.key ? { ...other, text: event.target.value } : other)),
                })
              }
            />
            <button
              type="button"
              aria-label={`Remove option ${index + 1}`}
              disabled={draft.options.length <= 2}
              onClick={() => onChange({ options: draft.options.filter((other) => other.key !== option.key) })}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {problems.options ? <p className="studio-field-error">{problems.options}</p> : null}
      <button
        type="button"
        disabled={draft.options.length >= MAX_POLL_OPTIONS}
        onClick={() => onChange({ options: [...draft.options, { key: optionKey(), text: "" }] })}
      >
        Add option
      </button>
    </fieldset>
  );
}

/** What the form needs to offer the post by email: the calls, and the post's email as it stands (null for a new post). */
export interface PostEmailSetup {
  readonly api: PostEmailsApi;
  readonly profileId: string;
  readonly state: PostEmailStateAnswer | null;
}

/**
 * A member post's form (issue 17): its type, caption in the rich-text editor, who can see it (a
 * tier and those that include it, or everyone), its image, video, audio or PDF, a poll's question and
 * options, and whether and when it comes out (a draft, now, or scheduled).
 */
const pollInput = postInputSchema.properties.poll.properties;

export function PostForm({
  initial,
  heading,
  tiers,
  email,
  onSave,
  onCancel,
  pickMedia,
  uploadFile,
}: {
  readonly initial: PostDraft;
  readonly heading: string;
  readonly tiers: readonly StudioTier[];
  /** Posts by email (issue 37): the calls, and the post's email as it stands (none for a new post). */
  readonly email?: PostEmailSetup;
  /** Saves the post; `emailChoice` is who gets it by email (null: no one), absent when the form offers no email. */
  onSave(input: PostInput, emailChoice?: PostEmailChoice | null): Promise<string | null>;
  onCancel(): void;
  pickMedia(type: "image" | "video"): Promise<string | null>;
  uploadFile(file: File, onProgress: (fraction: number) => void): Promise<string>;
}) {
  const [draft, setDraft] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [emailChoice, setEmailChoice] = useState<PostEmailChoice | null>(email?.state?.choice ?? null);
  const typeId = useId();
  const update = (changes: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const check = (checked: PostDraft) =>
    uploading ? { ok: false as const, problems: { media: "Wait for the upload to finish before saving." } } : postInputOf(checked);
  return (
    <AdminForm<PostDraft, PostInput, PostDraftProblems>
      heading={heading}
      draft={draft}
      check={check}
      // A draft leaves the post's email as it is: it goes (or not) when the post is published.
      onSave={(input) => (email && draft.when !== "draft" ? onSave(input, emailChoice) : onSave(input))}
      onCancel={onCancel}
      saveLabel={saveLabelOf(draft)}
    >
      {(problems) => (
        <>
          <div className="studio-admin__field">
            <label htmlFor={typeId}>Type</label>
            <select id={typeId} value={draft.type} onChange={(event) => update({ type: event.target.value as PostType })}>
              {POST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          </div>
          <AudienceField draft={draft} tiers={tiers} onChange={(tierId) => update({ tierId })} />
          <div className="studio-admin__field studio-post__caption">
            <span>Caption</span>
            <Suspense fallback={<p aria-busy="true">Loading the editor…</p>}>
              <RichTextEditor
                label="Caption"
                {...(draft.captionRich ? { initialValue: draft.captionRich } : {})}
                onChange={(change) => update({ captionRich: change.json })}
              />
            </Suspense>
          </div>
          {draft.type === "poll" ? <PollFields draft={draft} problems={problems} onChange={update} /> : null}
          {draft.type !== "text" && draft.type !== "poll" ? (
            <PostFiles
              type={draft.type}
              media={draft.media}
              onChange={(media) => update({ media })}
              pickMedia={pickMedia}
              uploadFile={uploadFile}
              onUploadingChange={setUploading}
              {...(problems.media ? { problem: problems.media } : {})}
            />
          ) : null}
          <ScheduleField draft={draft} onChange={update} {...(problems.publishAt ? { problem: problems.publishAt } : {})} />
          {email && draft.when !== "draft" ? (
            <PostEmailField
              api={email.api}
              profileId={email.profileId}
              tiers={tiers}
              tierId={draft.tierId}
              scheduled={draft.when === "later"}
              sent={email.state?.send ?? null}
              value={emailChoice}
              onChange={setEmailChoice}
            />
          ) : null}
        </>
      )}
    </AdminForm>
  );
}
