import {
  INTERIOR_DESIGN,
  STUDIO_TYPE,
  breadcrumbStructuredData,
  serializeJsonLd,
  studioId,
  studioStructuredData,
  workStructuredData,
} from "./structured-data";

const SITE = "https://www.studioanvaya.example";

describe("studioStructuredData", () => {
  const studioFacts = {
    name: "Studio Anvaya",
    description: "An interior design and architecture studio.",
    founded: 2014,
    founder: { name: "Ira Mehta", jobTitle: "Founder & Principal Designer" },
    email: "hello@studioanvaya.example",
    phone: "+1 212 555 0142",
    sameAs: [
      "https://www.instagram.com/studioanvaya/",
      "https://www.linkedin.com/company/studioanvaya/",
    ],
    logoPath: "/static/abc/logo-mark.svg",
    imagePath: "/static/def/social-share.jpg",
  };
  const studio = studioStructuredData(SITE, studioFacts);

  it("describes the studio as an interior-design business with a stable id", () => {
    expect(studio).toMatchObject({
      "@context": "https://schema.org",
      "@type": STUDIO_TYPE,
      "@id": "https://www.studioanvaya.example/#studio",
      additionalType: INTERIOR_DESIGN,
      name: "Studio Anvaya",
      url: "https://www.studioanvaya.example/",
      description: "An interior design and architecture studio.",
      email: "hello@studioanvaya.example",
    });
  });

  it("gives its number as search engines read one, and none when the studio has none", () => {
    expect(studio).toMatchObject({ telephone: "+12125550142" });
    const facts = { ...studioFacts, phone: null };
    expect(studioStructuredData(SITE, facts)).not.toHaveProperty("telephone");
  });

  it("names its founding year and its founder with her role", () => {
    expect(studio).toMatchObject({
      foundingDate: "2014",
      founder: { "@type": "Person", name: "Ira Mehta", jobTitle: "Founder & Principal Designer" },
    });
  });

  it("links the social profiles and gives the logo and image as absolute URLs", () => {
    expect(studio).toMatchObject({
      sameAs: [
        "https://www.instagram.com/studioanvaya/",
        "https://www.linkedin.com/company/studioanvaya/",
      ],
      logo: "https://www.studioanvaya.example/static/abc/logo-mark.svg",
      image: "https://www.studioanvaya.example/static/def/social-share.jpg",
    });
  });
});

describe("breadcrumbStructuredData", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(
      breadcrumbStructuredData(SITE, [
        { name: "Home", path: "/" },
        { name: "Gallery", path: "/projects" },
        { name: "Laterite Villa in Assagao", path: "/projects/laterite-villa-assagao" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Gallery", item: `${SITE}/projects` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Laterite Villa in Assagao",
          item: `${SITE}/projects/laterite-villa-assagao`,
        },
      ],
    });
  });
});

describe("workStructuredData", () => {
  const work = workStructuredData(
    SITE,
    {
      name: "Laterite Villa in Assagao",
      description: "A year-round home in the Goan hinterland.",
      path: "/projects/laterite-villa-assagao",
      year: 2024,
      location: "Assagao, Goa",
      imagePaths: ["/static/1/01.jpg", "/static/2/02.jpg"],
    },
    "Studio Anvaya",
  );

  it("describes the project as a creative work at its page's address", () => {
    expect(work).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: "Laterite Villa in Assagao",
      description: "A year-round home in the Goan hinterland.",
      url: `${SITE}/projects/laterite-villa-assagao`,
      dateCreated: "2024",
      locationCreated: { "@type": "Place", name: "Assagao, Goa" },
    });
  });

  it("lists every photograph by absolute URL", () => {
    expect(work).toMatchObject({
      image: [`${SITE}/static/1/01.jpg`, `${SITE}/static/2/02.jpg`],
    });
  });

  it("credits the studio by the same id as the home page's description", () => {
    expect(work).toMatchObject({
      creator: { "@type": STUDIO_TYPE, "@id": studioId(SITE), name: "Studio Anvaya" },
    });
  });
});

describe("workStructuredData with a project's optional facts", () => {
  const facts = {
    name: "Apartment Renovation in Koregaon Park",
    description: "A 1970s apartment stripped to the shell and rebuilt.",
    path: "/projects/koregaon-park-apartment-renovation",
    year: 2026,
    location: "Koregaon Park, Pune",
    imagePaths: ["/static/1/01.jpg", "/static/2/02.jpg"],
  };
  const work = workStructuredData(
    SITE,
    {
      ...facts,
      area: { value: 1450, unit: "sq ft" },
      scope: ["Kitchen and two bathrooms rebuilt", "New arched openings"],
      photographer: "Neha Kulkarni",
      press: [
        {
          publication: "Dwelling Quarterly",
          title: "A 1970s flat in Pune learns to breathe again",
          url: "https://dwellingquarterly.example/stories/koregaon",
        },
      ],
    },
    "Studio Anvaya",
  );

  it("gives the area as its size, a quantity with the unit's code", () => {
    expect(work).toMatchObject({
      size: { "@type": "QuantitativeValue", value: 1450, unitText: "sq ft", unitCode: "FTK" },
    });
    expect(
      workStructuredData(SITE, { ...facts, area: { value: 320, unit: "m²" } }, "Studio Anvaya"),
    ).toMatchObject({ size: { value: 320, unitText: "m²", unitCode: "MTK" } });
  });

  it("gives the scope of work as its keywords", () => {
    expect(work).toMatchObject({
      keywords: ["Kitchen and two bathrooms rebuilt", "New arched openings"],
    });
  });

  it("credits the photographer on each photograph", () => {
    const credit = { creator: { "@type": "Person", name: "Neha Kulkarni" } };
    expect(work).toMatchObject({
      image: [
        { "@type": "ImageObject", contentUrl: `${SITE}/static/1/01.jpg`, ...credit },
        { "@type": "ImageObject", contentUrl: `${SITE}/static/2/02.jpg`, ...credit },
      ],
    });
    expect(work).toMatchObject({ image: [{ creditText: "Neha Kulkarni" }, {}] });
  });

  it("names each press article as a work about it, with its publisher", () => {
    expect(work).toMatchObject({
      subjectOf: [
        {
          "@type": "Article",
          headline: "A 1970s flat in Pune learns to breathe again",
          url: "https://dwellingquarterly.example/stories/koregaon",
          publisher: { "@type": "Organization", name: "Dwelling Quarterly" },
        },
      ],
    });
  });

  it("says nothing of a fact the project leaves out", () => {
    const plain = workStructuredData(
      SITE,
      { ...facts, area: null, scope: [], photographer: null, press: null },
      "Studio Anvaya",
    );
    for (const property of ["size", "keywords", "subjectOf"]) {
      expect(plain).not.toHaveProperty(property);
    }
    expect(plain).toMatchObject({ image: [`${SITE}/static/1/01.jpg`, `${SITE}/static/2/02.jpg`] });
  });
});

describe("serializeJsonLd", () => {
  const document = {
    "@context": "https://schema.org",
    "@type": "Place",
    name: "Turner & Gray </script><script>alert(1)</script>\u2028",
  } as const;

  it("leaves no character that could end the script element", () => {
    const json = serializeJsonLd(document);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("parses back to the same document", () => {
    expect(JSON.parse(serializeJsonLd(document))).toEqual(document);
  });
});
