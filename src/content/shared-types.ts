/** GraphQL types shared by every source: an image with its alt text, a button link and a quotation. */
export const sharedTypeDefs = /* GraphQL */ `
  type ContentImage {
    src: File! @fileByRelativePath
    alt: String!
  }
  type ContentAction {
    label: String!
    to: String!
  }
  type Quote {
    text: String!
    cite: String!
  }
`;
