/** What Gatsby's runtime provides to Link in the browser: the page loader and navigation. */
global.___loader = {
  enqueue: jest.fn(),
  hovering: jest.fn(),
};
global.___navigate = jest.fn();
