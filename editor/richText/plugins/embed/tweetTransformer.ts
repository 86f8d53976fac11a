import type { ElementTransformer } from "@lexical/markdown";
import type { LexicalNode } from "lexical";
import { TWEET_ID } from "../../../../schema/richText/embedUrls";
import { $createEmbedNode, $isEmbedNode, TweetNode } from "../../nodes/EmbedNodes";

/**
 * SPEC §9's 'tweet tag': a line `<tweet id="1234" />` becomes a tweet embed, and a tweet exports
 * as that line. Only a numeric id matches, so nothing else ever becomes an embed this way.
 */
export const TWEET_TAG: ElementTransformer = {
  dependencies: [TweetNode],
  export: (node: LexicalNode) => ($isEmbedNode(node) && node.embedType() === "tweet" ? `<tweet id="${node.getEmbedId()}" />` : null),
  regExp: /^<tweet id="(\d{1,25})"\s?\/>\s?$/,
  replace: (parentNode, _children, match) => {
    const id = match[1];
    if (id === undefined || !TWEET_ID.test(id)) return false;
    const tweet = $createEmbedNode("tweet", id);
    parentNode.replace(tweet);
    tweet.selectNext();
  },
  type: "element",
};
