#!/usr/bin/env python3
"""Extracts from Discord's OpenAPI description the routes the bot uses and
every component schema they reference, transitively, into
openapi-subset.json (read by tests/fake_discord/validate.rs).

Rerun: python3 tests/fake_discord/spec/extract.py [path/to/openapi.json]
(default: ../shared/discord-api-spec/openapi.json from the repository root,
i.e. discord/discord-api-spec at commit 74fda0f). Add a route to ROUTES when
the bot starts using it.
"""
import json
import sys
from pathlib import Path

ROUTES = {
    "/gateway": ["get"],
    "/gateway/bot": ["get"],
    "/oauth2/applications/@me": ["get"],
    "/users/@me": ["get"],
    "/applications/{application_id}/commands": ["get", "put"],
    "/applications/{application_id}/guilds/{guild_id}/commands": ["get", "put"],
    "/interactions/{interaction_id}/{interaction_token}/callback": ["post"],
    "/webhooks/{webhook_id}/{webhook_token}": ["post"],
    "/webhooks/{webhook_id}/{webhook_token}/messages/@original": ["get", "patch"],
    "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": ["patch"],
    "/channels/{channel_id}/messages": ["post"],
    "/channels/{channel_id}": ["get", "patch"],
    "/channels/{channel_id}/thread-members/@me": ["put"],
    "/users/@me/channels": ["post"],
    "/channels/{channel_id}/messages/{message_id}/threads": ["post"],
}

PREFIX = "#/components/"


def refs(node, found):
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            if not ref.startswith(PREFIX):
                sys.exit(f"reference outside components: {ref}")
            kind, name = ref[len(PREFIX):].split("/", 1)
            found.add((kind, name))
        for value in node.values():
            refs(value, found)
    elif isinstance(node, list):
        for value in node:
            refs(value, found)


def main():
    root = Path(__file__).resolve().parents[3]
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else (
        root.parent / "shared" / "discord-api-spec" / "openapi.json")
    spec = json.loads(source.read_text())
    paths = {}
    for path, methods in ROUTES.items():
        item = spec["paths"][path]
        kept = {m: item[m] for m in methods}
        if "parameters" in item:
            kept["parameters"] = item["parameters"]
        paths[path] = kept
    components = spec["components"]
    wanted, todo = set(), set()
    refs(paths, todo)
    while todo:
        key = todo.pop()
        if key in wanted:
            continue
        wanted.add(key)
        refs(components[key[0]][key[1]], todo)
    kept_components = {}
    for kind, name in sorted(wanted):
        kept_components.setdefault(kind, {})[name] = components[kind][name]
    subset = {
        "openapi": spec["openapi"],
        "info": spec["info"],
        "x-subset-of": "discord/discord-api-spec@74fda0f specs/openapi.json",
        "paths": paths,
        "components": kept_components,
    }
    out = Path(__file__).with_name("openapi-subset.json")
    out.write_text(json.dumps(subset, indent=1, sort_keys=False) + "\n")
    print(f"{out}: {len(paths)} paths, {len(wanted)} components")


main()
