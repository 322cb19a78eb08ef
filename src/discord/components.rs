//! Button clicks. A button's custom id (`end:GAME:VERSION`,
//! `end!:GAME:VERSION`, `undo:GAME:VERSION`, a proposal's
//! `yes:GAME:PROPOSAL` and `no:GAME:PROPOSAL`) carries everything needed, so
//! a click is routed through the database like a typed command and keeps
//! working after a restart; a click on a stale preview is refused by the
//! command layer, never applied twice.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::respond::{Kind, Responder};
use super::{Data, Error, errors};
use crate::commands::{Button, Command, Language, Stamp};

/// The command a button stands for; `None` if the id is not ours.
#[must_use]
pub fn command_for(custom_id: &str) -> Option<Command> {
    match Button::parse(custom_id)? {
        Button::EndTurn {
            game,
            version,
            confirm,
        } => Some(Command::End {
            confirm,
            stamp: Some(Stamp { game, version }),
        }),
        Button::Undo { game, version } => Some(Command::Undo {
            stamp: Some(Stamp { game, version }),
        }),
        Button::Answer {
            game,
            proposal,
            accept,
        } => Some(Command::Answer {
            accept,
            stamp: Stamp {
                game,
                version: proposal,
            },
        }),
    }
}

/// poise's event hook: answers button clicks; other events pass.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        clicked(framework.user_data, click).await;
    }
    Ok(())
}

/// Runs the command behind a clicked button and answers with its replies
/// (refusals and apologies privately, through [`errors::reply_for`]).
pub async fn clicked(data: &Data, click: &serenity::ComponentInteraction) {
    let _answering = data.delivery.interactions.start();
    let Some(command) = command_for(&click.data.custom_id) else {
        tracing::debug!(id = click.data.custom_id, "a component that is not ours");
        return;
    };
    let caller = super::caller(
        &click.user,
        click.member.as_ref(),
        click.guild_id,
        &click.locale,
    );
    let kind = click.channel.as_ref().map(|c| c.kind);
    let user = Some(caller.id.as_str());
    let channel = super::game_channel(&data.service, click.channel_id, kind, user).await;
    let mut responder = Responder::new(
        Arc::clone(&data.delivery),
        (click.id, &click.token),
        Some(click.channel_id),
        Kind::Component,
        None,
        caller.language,
    );
    let outcome = responder
        .run(data.service.handle(&channel, &caller, command))
        .await;
    data.computers_play(channel);
    if let Err(error) = outcome {
        let reply = errors::reply_for(&error, "button", Language::of_locale(&click.locale));
        responder.deliver(vec![reply]).await;
        if let Error::Command(error) = &error {
            data.delivery.stop_if_fatal(error);
        }
    }
}
