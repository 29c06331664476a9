/** GraphQL types shared by every source: an image with its alt text, and a button link. */
export const sharedTypeDefs = /* GraphQL */ `
  type ContentImage {
    src: File! @fileByRelativePath
    alt: String!
  }
  type ContentAction {
    label: String!
    to: String!
  }
`;
