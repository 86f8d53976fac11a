import {
  $applyNodeReplacement,
  $getNodeByKey,
  DecoratorNode,
  type DOMExportOutput,
  type LexicalEditor,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";
import { createElement, type ReactNode } from "react";
import { freshPollUid } from "../../../schema/richText/poll";
import { type EditPoll, PollEditor } from "../poll/PollEditor";
import { initialPollOptions, type PollOptions } from "../poll/pollOptions";

function isOption(value: unknown): value is PollOptions[number] {
  const option = value as Partial<PollOptions[number]> | null;
  return (
    typeof option === "object" &&
    option !== null &&
    typeof option.text === "string" &&
    typeof option.uid === "string" &&
    Array.isArray(option.votes) &&
    option.votes.every((vote) => typeof vote === "string")
  );
}

export type SerializedPollNode = SerializedLexicalNode & { uid: string; question: string; options: PollOptions };

/**
 * A poll (SPEC §3, issue 15): its question and options, edited in place (add, delete, rename). A
 * block of its own, as the Playground inserts its poll at the root. Its `uid` names it among the
 * page's polls, where fans' votes are kept on the server; the `votes` of its options are kept as
 * stored and never counted by a page (see `schema/richText/poll.ts`).
 */
export class PollNode extends DecoratorNode<ReactNode> {
  __uid: string;
  __question: string;
  __options: PollOptions;

  override $config() {
    return this.config("poll", { extends: DecoratorNode });
  }

  static override importJSON(serialized: SerializedPollNode): PollNode {
    return $createPollNode("", [], "").updateFromJSON(serialized);
  }

  constructor(question = "", options: PollOptions = [], uid = "", key?: NodeKey) {
    super(key);
    this.__question = question;
    this.__options = options;
    this.__uid = uid;
  }

  override afterCloneFrom(previous: this): void {
    super.afterCloneFrom(previous);
    this.__uid = previous.__uid;
    this.__question = previous.__question;
    this.__options = previous.__options;
  }

  /** Tolerant, as the Playground's poll is: a malformed part (the schema refuses it on saving) is read as empty, never thrown on. */
  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedPollNode>): this {
    const options = Array.isArray(serialized.options) ? serialized.options.filter(isOption) : [];
    return super
      .updateFromJSON(serialized)
      .setUid(typeof serialized.uid === "string" ? serialized.uid : freshPollUid([]))
      .setQuestion(typeof serialized.question === "string" ? serialized.question : "")
      .setOptions(options);
  }

  override exportJSON(): SerializedPollNode {
    return { ...super.exportJSON(), uid: this.getUid(), question: this.getQuestion(), options: this.getOptions() };
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("div");
    dom.className = "rt-poll-node";
    return dom;
  }

  override updateDOM(): false {
    return false;
  }

  /** Copied as its question and options, one a line: other apps get the words. */
  override exportDOM(): DOMExportOutput {
    const element = document.createElement("p");
    element.textContent = [this.getQuestion(), ...this.getOptions().map((option) => `- ${option.text}`)].join("\n");
    return { element };
  }

  override getTextContent(): string {
    return `${[this.getQuestion(), ...this.getOptions().map((option) => option.text)].join("\n")}\n`;
  }

  override isInline(): false {
    return false;
  }

  getUid(): string {
    return this.getLatest().__uid;
  }

  getQuestion(): string {
    return this.getLatest().__question;
  }

  getOptions(): PollOptions {
    return this.getLatest().__options;
  }

  setUid(uid: string): this {
    const writable = this.getWritable();
    writable.__uid = uid;
    return writable;
  }

  setQuestion(question: string): this {
    const writable = this.getWritable();
    writable.__question = question;
    return writable;
  }

  /** Replaces the options (the steps of `poll/pollOptions.ts` make them). */
  setOptions(options: PollOptions): this {
    const writable = this.getWritable();
    writable.__options = options;
    return writable;
  }

  override decorate(editor: LexicalEditor): ReactNode {
    const key = this.__key;
    const change: EditPoll = (apply) =>
      editor.update(() => {
        const node = $getNodeByKey(key);
        if ($isPollNode(node)) apply(node);
      });
    return createElement(PollEditor, { question: this.__question, options: this.__options, change });
  }
}

/**
 * A poll; a new one (no options given) starts with two empty options (SPEC §3) and a fresh uid.
 * `PollPlugin` gives a poll a uid of its own again when a paste or a copy repeats another's.
 */
export function $createPollNode(question = "", options: PollOptions = initialPollOptions(), uid = freshPollUid([])): PollNode {
  return $applyNodeReplacement(new PollNode(question, options, uid));
}

export function $isPollNode(node: LexicalNode | null | undefined): node is PollNode {
  return node instanceof PollNode;
}
