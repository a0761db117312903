# The Billpath portal on its mock provider API, as one image.
# Build: docker build -t billpath .    Run: docker run --rm -p 8080:8080 billpath

# --- build: all dependencies, then whatever needs building (the web app) ---
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY themes/package.json themes/
COPY mock-server/package.json mock-server/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app lands in web/dist; the folder exists even before there is one, so the copy below holds.
RUN npm run build --if-present && mkdir -p web/dist

# --- run: production dependencies only, as an unprivileged user ---
FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY themes/package.json themes/
COPY mock-server/package.json mock-server/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/contract/src contract/src
COPY --from=build /app/themes themes
COPY --from=build /app/mock-server/src mock-server/src
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 8080
CMD ["node", "mock-server/src/main.ts"]
