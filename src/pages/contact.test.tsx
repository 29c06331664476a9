import { useStaticQuery, type PageProps } from "gatsby";
import { clearEnquiry, getEnquiry } from "../lib/enquiry-draft";
import { contactFormContent } from "../test-utils/contact-form";
import { hydrate, serverRendered } from "../test-utils/hydrate";
import { fakeContentImage } from "../test-utils/images";
import { shortlistCatalogue } from "../test-utils/shortlist";
import { SITE, siteIdentity } from "../test-utils/site-identity";
import ContactPage from "./contact";

const data: Queries.ContactPageQuery = {
  pagesYaml: {
    title: "Contact",
    description: "Tell Studio Anvaya about your home or workplace, and Ira will answer.",
    eyebrow: "Contact",
    heading: "Let's talk about your space",
    intro: "Tell us about your home or workplace.",
    breadcrumb: "Contact",
    image: null,
  },
  contactYaml: {
    ...contactFormContent,
    heading: "Send an enquiry",
    note: "We answer within two working days.",
    questions: { heading: "Before you write", intro: "What visitors often ask.", items: [] },
    image: fakeContentImage("reading-corner", "A reading corner"),
  },
};

/** The page as Gatsby renders it, on the server and then in the browser (only `data` is read). */
const page = <ContactPage {...({ data } as PageProps<Queries.ContactPageQuery>)} />;

beforeEach(() => {
  localStorage.clear();
  clearEnquiry();
  jest.mocked(useStaticQuery).mockReturnValue({ ...siteIdentity, ...shortlistCatalogue });
});

describe("ContactPage reached by Start a project like this", () => {
  it("opens the message with the project's sentence, and keeps what was typed before it was live", async () => {
    window.history.replaceState(null, "", "/contact?project=west-village-townhouse");
    const host = serverRendered(page);
    const message = host.querySelector("textarea");
    if (message) message.value = "Typed while the page was loading.";

    const done = await hydrate(host, page);
    expect(getEnquiry().message).toBe(
      `I would like to start a project like West Village Townhouse (${SITE}/projects/west-village-townhouse).\n\nTyped while the page was loading.`,
    );
    expect(message).toHaveValue(getEnquiry().message);
    expect(window.location.search).toBe("");
    done();
  });
});
