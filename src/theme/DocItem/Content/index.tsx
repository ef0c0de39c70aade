/*
 * Wraps the stock DocItem/Content (Docusaurus 3.8.1) to give every docs
 * page what plugins/llms builds beside it: the Copy page / View as Markdown
 * actions and its own Open Graph card. Only adds siblings and head tags,
 * so the theme's component stays untouched (swizzle rates it "unsafe" only
 * because its internals may change).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import CopyPage from '@site/src/components/CopyPage';
import {
  javascriptTwinPath,
  markdownTwinPath,
  socialCardPath,
  type LlmsGlobalData,
} from '@site/src/data/pagePaths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {javascriptTwins} = usePluginData('llms') as LlmsGlobalData;
  const card = new URL(
    socialCardPath(metadata.permalink, siteConfig.baseUrl),
    siteConfig.url,
  ).href;
  return (
    <>
      {/* An image chosen in the page's front matter wins over the generated card. */}
      {!frontMatter.image && (
        <Head>
          <meta property="og:image" content={card} />
          <meta name="twitter:image" content={card} />
        </Head>
      )}
      <CopyPage
        markdownUrl={markdownTwinPath(metadata.permalink)}
        javascriptMarkdownUrl={
          javascriptTwins.includes(metadata.permalink)
            ? javascriptTwinPath(metadata.permalink)
            : undefined
        }
      />
      <Content {...props} />
    </>
  );
}
